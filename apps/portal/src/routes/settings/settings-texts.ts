// The admin's platform settings page: settings that hold for every project, edited in one place.

/** Its address: a project's repayment panel links an admin there to change the late-payment days. */
export const PLATFORM_SETTINGS_PATH = '/platform/settings';

export const SETTINGS_TEXTS = {
  title: 'Platform settings',
  intro: 'These settings apply to every project on the platform.',
  latePaymentsTitle: 'Late payments',
  settingsTitle: 'Late payment setting',
  lateDays: 'Days before a payment is late',
  lateDaysHint: 'For every project: the days after a term ends before an unpaid payment is marked late.',
  saveDays: 'Save days',
  resaleTitle: 'Resale market',
  resaleFormTitle: 'Resale fee setting',
  resaleFee: "Seller's fee, percent of the capital sold",
  resaleFeeHint:
    'Taken from what the seller receives when a listing sells. Listings keep the fee they were listed with.',
  saveFee: 'Save fee',
  autoInvestTitle: 'Auto-invest',
  autoInvestFormTitle: 'Auto-invest share setting',
  autoInvestShare: 'Most a project may keep for auto-investors, percent',
  autoInvestShareHint:
    'Of each term’s target, kept first for auto-investors when a project opens. Projects already set above it keep their share until it is changed.',
  saveAutoInvestShare: 'Save share',
  autoInvestSaved: (percent: number) => `Saved. A project may now keep at most ${percent}% for auto-investors.`,
  feeSaved: (percent: string) => `Saved. Sellers now pay ${percent} of the capital sold.`,
  saved: (days: number) => `Saved. A payment is now marked late ${days} days after its due date, on every project.`,
} as const;
