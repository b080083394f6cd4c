import type {
  FieldError,
  InvestorDeclaration,
  InvestorDeclarationFigures,
  InvestorDeclarationRequest,
  InvestorDeclarationStatus,
  InvestorType,
  SelfCertifiedCondition,
} from '@keystone/api';
import { selfCertifiedConditions } from '@keystone/api';
import { parsePounds } from '../rules/amount.ts';
import { parseCalendarDate, type CalendarDate } from '../rules/calendar-date.ts';
import { isBlank } from '../rules/rule.ts';
import {
  CERTIFICATE_VALIDITY_MONTHS,
  DECLARATION_MESSAGES,
  DECLARATION_TEXTS,
  DECLARATION_VALIDITY_MONTHS,
  EVERYDAY_LIMIT_PERCENT,
  HIGH_NET_WORTH_INCOME_PENCE,
  HIGH_NET_WORTH_NET_ASSETS_PENCE,
  isCurrentDeclarationVersion,
} from './declarations.texts.ts';

type Figure = keyof InvestorDeclarationFigures;

/** The figures each category's declaration asks for; any other figure is refused. */
export const DECLARATION_FIGURES: Readonly<Record<InvestorType, readonly Figure[]>> = {
  HIGH_NET_WORTH_INVESTOR: ['annualIncomePence', 'netAssetsPence'],
  EVERYDAY_INVESTOR: ['netInvestableAssetsPence'],
  CERTIFIED_SOPHISTICATED_INVESTOR: ['certificateFirm', 'certificateDate'],
  SELF_CERTIFIED_INVESTOR: ['selfCertifiedCondition', 'conditionDetails'],
  ADVISED_INVESTOR: ['adviserFirmName', 'adviserFirmReference'],
};

const FIRM_MAX = 200;
const DETAILS_MAX = 500;
const FIRM_REFERENCE = /^\d{6,7}$/;

/** `signedAt` plus 12 calendar months (a 29 February signature expires on 1 March). */
export function declarationExpiresAt(signedAt: Date): Date {
  const expires = new Date(signedAt.getTime());
  expires.setUTCMonth(expires.getUTCMonth() + DECLARATION_VALIDITY_MONTHS);
  return expires;
}

/** A declaration holds for the category it was signed for until it expires. */
export function isDeclarationCurrent(
  declaration: { investorType: InvestorType; expiresAt: Date | string } | null | undefined,
  investorType: InvestorType | null | undefined,
  now: Date,
): boolean {
  if (!declaration || !investorType || declaration.investorType !== investorType) return false;
  return new Date(declaration.expiresAt).getTime() > now.getTime();
}

/** The start of the 12 months an everyday investor's limit looks back over. */
export function everydayLimitWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - 12);
  return start;
}

/**
 * The everyday investor's limit (COBS 4.12A): 10% of the net investable assets declared, rounded down to the
 * penny, and what is left after the pledges of the last 12 months (never below 0). Pence throughout.
 */
export function everydayLimit({
  netInvestableAssets,
  pledgedLast12Months,
}: {
  netInvestableAssets: number;
  pledgedLast12Months: number;
}): { limit: number; left: number } {
  const limit = Math.floor((netInvestableAssets * EVERYDAY_LIMIT_PERCENT) / 100);
  return { limit, left: Math.max(0, limit - pledgedLast12Months) };
}

/**
 * `GET /user/declaration`'s answer: the latest declaration, whether it holds for the category the profile holds now,
 * and for a current everyday investor the limit, what the last 12 months' pledges used and what is left.
 */
export function declarationStatus({
  investorType,
  declaration,
  pledgedPence,
  now,
}: {
  investorType: InvestorType | null;
  declaration: InvestorDeclaration | null;
  pledgedPence: number;
  now: Date;
}): InvestorDeclarationStatus {
  const current = isDeclarationCurrent(declaration, investorType, now);
  const status: InvestorDeclarationStatus = { investorType, declaration, current };
  const netInvestableAssets = declaration?.figures.netInvestableAssetsPence;
  if (current && declaration?.investorType === 'EVERYDAY_INVESTOR' && netInvestableAssets !== undefined) {
    const { limit, left } = everydayLimit({ netInvestableAssets, pledgedLast12Months: pledgedPence });
    status.everydayLimit = { limitPence: limit, usedPence: pledgedPence, leftPence: left };
  }
  return status;
}

/** Whether `amount` (pence) fits what is left of the limit. */
export function fitsEverydayLimit(limit: { left: number }, amount: number): boolean {
  return amount <= limit.left;
}

function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const parts = parseCalendarDate(date);
  if (!parts) return date;
  const earlier = new Date(Date.UTC(parts.year, parts.month - 1 - months, parts.day));
  return earlier.toISOString().slice(0, 10);
}

function textRule(value: string | undefined, max: number): string | undefined {
  if (isBlank(value)) return DECLARATION_MESSAGES.required;
  return (value as string).length > max ? DECLARATION_MESSAGES.tooLong(max) : undefined;
}

function certificateDateRule(value: string | undefined, today: CalendarDate): string | undefined {
  if (isBlank(value)) return DECLARATION_MESSAGES.required;
  if (!parseCalendarDate(value as string)) return DECLARATION_MESSAGES.certificateDateInvalid;
  if ((value as string) > today) return DECLARATION_MESSAGES.certificateDateFuture;
  return (value as string) < monthsBefore(today, CERTIFICATE_VALIDITY_MONTHS)
    ? DECLARATION_MESSAGES.certificateTooOld
    : undefined;
}

/**
 * The figures' own rules, by figure, for a category: what keeps the declaration from being signed. Money is
 * pence. `undefined` figures are the ones not given.
 */
export function validateDeclarationFigures(
  investorType: InvestorType,
  figures: InvestorDeclarationFigures,
  today: CalendarDate,
): Array<{ figure: Figure; message: string }> {
  const errors: Array<{ figure: Figure; message: string }> = [];
  const asked = DECLARATION_FIGURES[investorType];
  for (const figure of Object.keys(figures) as Figure[]) {
    if (figures[figure] !== undefined && !asked.includes(figure)) {
      errors.push({ figure, message: DECLARATION_MESSAGES.notAsked });
    }
  }
  const add = (figure: Figure, message: string | undefined) => {
    if (message !== undefined) errors.push({ figure, message });
  };
  switch (investorType) {
    case 'HIGH_NET_WORTH_INVESTOR': {
      const { annualIncomePence: income, netAssetsPence: assets } = figures;
      if (income === undefined && assets === undefined) {
        add('annualIncomePence', DECLARATION_MESSAGES.highNetWorthFigureRequired);
      } else if (
        !(income !== undefined && income >= HIGH_NET_WORTH_INCOME_PENCE) &&
        !(assets !== undefined && assets >= HIGH_NET_WORTH_NET_ASSETS_PENCE)
      ) {
        if (income !== undefined) add('annualIncomePence', DECLARATION_MESSAGES.highNetWorthBelow);
        if (assets !== undefined) add('netAssetsPence', DECLARATION_MESSAGES.highNetWorthBelow);
      }
      break;
    }
    case 'EVERYDAY_INVESTOR': {
      const assets = figures.netInvestableAssetsPence;
      if (assets === undefined) add('netInvestableAssetsPence', DECLARATION_MESSAGES.amountRequired);
      else if (assets <= 0) add('netInvestableAssetsPence', DECLARATION_MESSAGES.netInvestableAssetsZero);
      break;
    }
    case 'CERTIFIED_SOPHISTICATED_INVESTOR':
      add('certificateFirm', textRule(figures.certificateFirm, FIRM_MAX));
      add('certificateDate', certificateDateRule(figures.certificateDate, today));
      break;
    case 'SELF_CERTIFIED_INVESTOR':
      if (!figures.selfCertifiedCondition || !selfCertifiedConditions.includes(figures.selfCertifiedCondition)) {
        add('selfCertifiedCondition', DECLARATION_MESSAGES.required);
      }
      add('conditionDetails', textRule(figures.conditionDetails, DETAILS_MAX));
      break;
    case 'ADVISED_INVESTOR':
      add('adviserFirmName', textRule(figures.adviserFirmName, FIRM_MAX));
      if (isBlank(figures.adviserFirmReference)) add('adviserFirmReference', DECLARATION_MESSAGES.required);
      else if (!FIRM_REFERENCE.test((figures.adviserFirmReference as string).trim())) {
        add('adviserFirmReference', DECLARATION_MESSAGES.firmReferenceInvalid);
      }
      break;
  }
  return errors;
}

/**
 * The server's check of `POST /user/declarations`: the category saved on the profile, today's words, the box
 * ticked and the figures the category asks for. Field names are the contract's (`figures.netAssetsPence`).
 */
export function validateDeclarationRequest(
  request: InvestorDeclarationRequest,
  { savedInvestorType, today }: { savedInvestorType: InvestorType | null; today: CalendarDate },
): FieldError[] {
  const errors: FieldError[] = [];
  if (request.investorType !== savedInvestorType) {
    errors.push({ field: 'investorType', message: DECLARATION_MESSAGES.wrongCategory });
  }
  if (!isCurrentDeclarationVersion(request.investorType, request.textVersion)) {
    // A tick given to another category's words signs nothing here (issue 32): say so under the box.
    const otherCategory = Object.values(DECLARATION_TEXTS).some((text) => text.version === request.textVersion);
    errors.push({
      field: 'textVersion',
      message: otherCategory ? DECLARATION_MESSAGES.otherCategoryVersion : DECLARATION_MESSAGES.unknownTextVersion,
    });
  }
  if (!request.accepted) errors.push({ field: 'accepted', message: DECLARATION_MESSAGES.accept });
  for (const { figure, message } of validateDeclarationFigures(request.investorType, request.figures, today)) {
    errors.push({ field: `figures.${figure}`, message });
  }
  return errors;
}

/** The figures trimmed as they are stored: only those the category asks for, text without surrounding spaces. */
export function declaredFigures(
  investorType: InvestorType,
  figures: InvestorDeclarationFigures,
): InvestorDeclarationFigures {
  const kept: Record<string, string | number> = {};
  for (const figure of DECLARATION_FIGURES[investorType]) {
    const value = figures[figure];
    if (value !== undefined) kept[figure] = typeof value === 'string' ? value.trim() : value;
  }
  return kept as InvestorDeclarationFigures;
}

// ------------------------------------------------------------------ the form

/** The declaration's fields as a form holds them: money as typed in pounds, '' for nothing. */
export interface DeclarationForm {
  /**
   * The tick box: the version of the words it was ticked for, '' when unticked. A signature belongs to the words
   * shown (issue 32): the box shows ticked only beside those words, and the request carries them.
   */
  acceptedTextVersion: string;
  annualIncome: string;
  netAssets: string;
  netInvestableAssets: string;
  certificateFirm: string;
  certificateDate: string;
  selfCertifiedCondition: SelfCertifiedCondition | '';
  conditionDetails: string;
  adviserFirmName: string;
  adviserFirmReference: string;
}

export type DeclarationFormField = keyof DeclarationForm;

export const EMPTY_DECLARATION_FORM: DeclarationForm = {
  acceptedTextVersion: '',
  annualIncome: '',
  netAssets: '',
  netInvestableAssets: '',
  certificateFirm: '',
  certificateDate: '',
  selfCertifiedCondition: '',
  conditionDetails: '',
  adviserFirmName: '',
  adviserFirmReference: '',
};

/** Each contract figure's form field: server refusals land under the field that was typed. */
export const DECLARATION_FORM_FIELD: Readonly<Record<Figure, DeclarationFormField>> = {
  annualIncomePence: 'annualIncome',
  netAssetsPence: 'netAssets',
  netInvestableAssetsPence: 'netInvestableAssets',
  certificateFirm: 'certificateFirm',
  certificateDate: 'certificateDate',
  selfCertifiedCondition: 'selfCertifiedCondition',
  conditionDetails: 'conditionDetails',
  adviserFirmName: 'adviserFirmName',
  adviserFirmReference: 'adviserFirmReference',
};

const MONEY_FIELDS = new Set<DeclarationFormField>(['annualIncome', 'netAssets', 'netInvestableAssets']);

/** The figures the category asks for, read from the form; an amount that does not read is left out. */
export function figuresFromForm(investorType: InvestorType, form: DeclarationForm): InvestorDeclarationFigures {
  const figures: Record<string, string | number> = {};
  for (const figure of DECLARATION_FIGURES[investorType]) {
    const field = DECLARATION_FORM_FIELD[figure];
    const value = String(form[field]).trim();
    if (value === '') continue;
    if (MONEY_FIELDS.has(field)) {
      const pence = parsePounds(value);
      if (pence !== undefined) figures[figure] = pence;
    } else figures[figure] = value;
  }
  return figures as InvestorDeclarationFigures;
}

/** The `POST /user/declarations` body the form signs: the words the box was ticked for, or today's when unticked. */
export function declarationRequestFromForm(
  investorType: InvestorType,
  form: DeclarationForm,
): InvestorDeclarationRequest {
  const ticked = form.acceptedTextVersion !== '';
  return {
    investorType,
    textVersion: ticked ? form.acceptedTextVersion : DECLARATION_TEXTS[investorType].version,
    accepted: ticked,
    figures: figuresFromForm(investorType, form),
  };
}

/**
 * The form's check before signing, under the form's fields: unreadable amounts first, then the same figure rules
 * the server runs, then the tick box.
 */
export function validateDeclarationForm(
  investorType: InvestorType,
  form: DeclarationForm,
  today: CalendarDate,
): Array<{ field: DeclarationFormField; message: string }> {
  const errors: Array<{ field: DeclarationFormField; message: string }> = [];
  const unreadable = new Set<DeclarationFormField>();
  for (const figure of DECLARATION_FIGURES[investorType]) {
    const field = DECLARATION_FORM_FIELD[figure];
    const value = String(form[field]).trim();
    if (MONEY_FIELDS.has(field) && value !== '' && parsePounds(value) === undefined) {
      unreadable.add(field);
      errors.push({ field, message: DECLARATION_MESSAGES.amountInvalid });
    }
  }
  if (unreadable.size === 0) {
    for (const { figure, message } of validateDeclarationFigures(
      investorType,
      figuresFromForm(investorType, form),
      today,
    )) {
      errors.push({ field: DECLARATION_FORM_FIELD[figure], message });
    }
  }
  if (!isCurrentDeclarationVersion(investorType, form.acceptedTextVersion)) {
    errors.push({ field: 'acceptedTextVersion', message: DECLARATION_MESSAGES.accept });
  }
  return errors;
}

/** The contract field of a server refusal as the form's field (`figures.netAssetsPence` → `netAssets`). */
export function declarationFormField(field: string): DeclarationFormField | undefined {
  if (field === 'accepted' || field === 'textVersion') return 'acceptedTextVersion';
  const figure = field.startsWith('figures.') ? (field.slice('figures.'.length) as Figure) : undefined;
  return figure === undefined ? undefined : DECLARATION_FORM_FIELD[figure];
}
