import type { Agreement, AgreementLog, AgreementPage, AgreementText } from '@keystone/api';
import { agreementText } from '@keystone/flows/agreement';
import { resalePurchaseReference } from '@keystone/flows/resale';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { autoInvestAuthorityReference } from '@keystone/flows/auto-invest';
import { draftAgreementPdf, signedAgreementPdf } from './agreement-pdf.ts';
import { agreementLogPdf } from './agreement-log-pdf.ts';
import {
  countAgreements,
  findAgreement,
  findAgreementLogs,
  findAgreementPage,
  findStandingAuthorityOfPledge,
  type AgreementDetail,
  type AgreementListPage,
  type AgreementRow,
} from './queries.ts';
import { assignmentCopyText } from './assignment-copy.ts';
import { termsOfAgreement } from './reconstructed-terms.ts';

/** The contract's fallback for a log row that names no user (openapi AgreementLog.userName). */
export const UNKNOWN_USER = 'Unknown user';

const agreementUrl = (id: number) => `/api/agreements/${id}/document`;

/**
 * The agreement's one reference: its investment's for a pledge's; for either copy of a resale assignment, the
 * purchase's (`KSR…`), which its PDF is titled with (the seller's investment keeps its pledge's reference).
 */
const referenceOf = (row: Pick<AgreementRow, 'reference_number' | 'resale_purchase_id'>) =>
  row.resale_purchase_id === null ? row.reference_number : resalePurchaseReference(row.resale_purchase_id);

function toAgreement(row: Omit<AgreementRow, 'matching_count'>): Agreement {
  return {
    id: row.id,
    kind: row.kind,
    reference: referenceOf(row),
    projectId: row.project_id,
    projectName: row.project_title,
    userName: row.investor_name,
    investStrategy: row.invest_strategy,
    term: row.term,
    // A resale copy's sum is the capital assigned (the seller's investment holds what is left of theirs).
    sumPence: row.purchase_capital_pence ?? row.amount_pence,
    signatureDate: row.signature_date.toISOString(),
    status: row.status,
    agreementUrl: agreementUrl(row.id),
  };
}

/** Investors (and developers) see the agreements they signed; admins every one (seed 001 §6). */
export async function listAgreements(
  app: AppContext,
  viewer: AuthenticatedUser,
  page: Omit<AgreementListPage, 'ownerId'>,
): Promise<AgreementPage> {
  const { db } = app;
  const scoped: AgreementListPage = viewer.role === 'ADMIN' ? page : { ...page, ownerId: viewer.id };
  const rows = await findAgreementPage(db, scoped);
  const first = rows[0];
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const count = first ? Number(first.matching_count) : scoped.offset === 0 ? 0 : await countAgreements(db, scoped);
  return { agreements: rows.map(toAgreement), count };
}

/** The agreement if the viewer signed it or is an admin; an unknown id and another's alike answer code 10. */
async function readableAgreement(db: Db, viewer: AuthenticatedUser, id: number): Promise<AgreementDetail> {
  const row = await findAgreement(db, id);
  if (!row || (viewer.role !== 'ADMIN' && row.user_id !== viewer.id)) throw new AppError(10);
  return row;
}

export async function getAgreement(app: AppContext, viewer: AuthenticatedUser, id: number): Promise<Agreement> {
  const { db } = app;
  return toAgreement(await readableAgreement(db, viewer, id));
}

/**
 * The signed copy stored when the pledge finished. An agreement with none (the demo seed writes agreements without
 * a file) gets its text made again from its facts, unsigned: the investor still reads what they agreed to.
 */
export async function agreementDocument(
  app: AppContext,
  viewer: AuthenticatedUser,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db, config, providers } = app;
  const agreement = await readableAgreement(db, viewer, id);
  const fileName = `agreement-${referenceOf(agreement)}.pdf`; // one reference, as on screen
  if (agreement.document_storage_key === null) {
    const underAuthority = await standingAuthorityCopy(app, agreement);
    if (underAuthority !== undefined) return { bytes: underAuthority, fileName };
    return { bytes: await draftAgreementPdf(termsOfAgreement(config.firm, agreement)), fileName };
  }
  const bytes = await providers.storage.get(agreement.document_storage_key);
  if (bytes === undefined) throw new AppError(5);
  return { bytes, fileName };
}

/**
 * An auto-invest allocation's agreement (issue 38), which has no stored copy: rendered when asked for, signed under
 * the investor's standing authority with its signature image, the evidence page naming the authority's reference,
 * when it was signed and the allocation's time, and the agreement's log. Undefined for any other agreement.
 */
async function standingAuthorityCopy(app: AppContext, agreement: AgreementDetail): Promise<Uint8Array | undefined> {
  const { db, config, providers } = app;
  if (agreement.kind !== 'PLEDGE' || agreement.pledge_id === null) return undefined;
  const authority = await findStandingAuthorityOfPledge(db, agreement.pledge_id);
  if (authority === undefined || authority.signed_at === null) return undefined;
  const image = await providers.storage.get(authority.signature_storage_key);
  if (image === undefined) throw new AppError(5);
  const logs = await findAgreementLogs(db, agreement.id);
  const { pdf } = await signedAgreementPdf(termsOfAgreement(config.firm, agreement), {
    image,
    signedAt: agreement.signature_date,
    ip: null,
    events: logs.map((log) => ({ event: log.event, at: log.created_at, number: log.number })),
    standingAuthority: { reference: autoInvestAuthorityReference(authority.id), signedAt: authority.signed_at },
  });
  return pdf;
}

/**
 * The agreement's words, from its facts by the function its PDF is printed with: a stored copy's say when it was
 * signed, as its PDF does; one without a stored copy is the unsigned text its PDF is made again from. A resale copy
 * (the buyer's or the seller's) answers its assignment's words (flows' `assignmentText`), signed at the settlement.
 */
export async function agreementTextOf(app: AppContext, viewer: AuthenticatedUser, id: number): Promise<AgreementText> {
  const { db, config } = app;
  const agreement = await readableAgreement(db, viewer, id);
  if (agreement.kind !== 'PLEDGE') {
    // Either copy of a resale assignment: the assignment's words, as its one signed PDF prints them.
    const text = assignmentCopyText(config.firm, agreement);
    if (text === undefined) throw new Error(`agreement ${id}: its resale purchase is not settled`);
    return text;
  }
  // Signed: a stored copy, or an allocation's agreement, signed under the standing authority.
  const signed =
    agreement.document_storage_key !== null ||
    (agreement.pledge_id !== null && (await findStandingAuthorityOfPledge(db, agreement.pledge_id)) !== undefined);
  const signedAt = signed ? agreement.signature_date : undefined;
  return agreementText(termsOfAgreement(config.firm, agreement), signedAt);
}

function logUserName(row: { full_name: string | null; email: string | null }): string {
  return row.full_name?.trim() || row.email || UNKNOWN_USER;
}

async function logsOf(db: Db, agreementId: number): Promise<AgreementLog[]> {
  const rows = await findAgreementLogs(db, agreementId);
  return rows.map((row) => ({
    event: row.event,
    code: row.code,
    ip: row.ip,
    location: row.location,
    number: row.number,
    timestamp: row.created_at.toISOString(),
    userName: logUserName(row),
  }));
}

/** Admins only (the route checks the role); an unknown agreement answers code 10, as for any owned object. */
export async function listAgreementLogs(
  app: AppContext,
  admin: AuthenticatedUser,
  id: number,
): Promise<AgreementLog[]> {
  const { db } = app;
  await readableAgreement(db, admin, id);
  return logsOf(db, id);
}

export async function agreementLogDocument(
  app: AppContext,
  admin: AuthenticatedUser,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db } = app;
  const agreement = await readableAgreement(db, admin, id);
  const logs = await logsOf(db, id);
  const bytes = await agreementLogPdf({
    agreementId: id,
    reference: referenceOf(agreement),
    status: agreement.status,
    projectName: agreement.project_title,
    investorName: agreement.investor_name,
    logs,
  });
  return { bytes, fileName: `agreement-${referenceOf(agreement)}-log.pdf` };
}
