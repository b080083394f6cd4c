import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';

export const SCHEDULE_TEXTS = {
  title: 'Repayment schedule',
  caption: 'Payments expected on this investment',
  intro:
    'Each payment this investment is expected to receive, when, and what has been paid. A term pays its interest and returns the money lent at its end; if the term ends on another date, the dates and the interest change with it. These are expected payments, not a promise: your capital is at risk.',
  project: 'Project',
  lent: 'Amount lent',
  backToDashboard: 'Back to the dashboard',
  due: 'Due',
  payment: 'Payment',
  term: 'Term',
  expected: 'Expected',
  paid: 'Paid',
  status: 'Status',
  paidOn: 'Paid on',
  notLive: 'This investment has no payments scheduled: its money has not reached the project.',
  termLabels: INVESTMENT_TERM_LABELS,
  invalid: 'Illegal access',
} as const;
