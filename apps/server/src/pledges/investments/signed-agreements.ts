import { createHash, randomUUID } from 'node:crypto';
import type { InvestmentTerm } from '@keystone/api';
import { SIGNATURE_UPLOAD_MAX_BYTES } from '@keystone/flows';
import { SIGNATURE_MESSAGES, sniffFileKind } from '@keystone/flows/rules';
import { signedAgreementPdf } from '../agreements/agreement-pdf.ts';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { agreementTerms, investmentReference, pledgedTerms } from './agreement-terms.ts';
import { PLEDGE_EVENTS } from './pledge-events.ts';
import { findPledgeProject, findPledgingInvestor, pledgeEvents, type PledgeRow } from './queries.ts';

const signatureRejected = () =>
  new AppError(2, { fieldErrors: [{ field: 'signatureBase64', message: SIGNATURE_MESSAGES.uploadRejected }] });

/** The signature image from base64 or a data URL: PNG or JPEG by its content, at most 500,000 bytes. */
export function decodeSignature(value: string): { bytes: Buffer; kind: 'png' | 'jpeg' } {
  const base64 = value.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw signatureRejected();
  const bytes = Buffer.from(base64, 'base64');
  const kind = sniffFileKind(bytes.subarray(0, 8));
  if ((kind !== 'png' && kind !== 'jpeg') || bytes.length > SIGNATURE_UPLOAD_MAX_BYTES) throw signatureRejected();
  return { bytes, kind };
}

/** A file already in storage whose uploaded_files row is written with the rows that use it. */
export interface StoredBytes {
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface SignedDocuments {
  signedAt: Date;
  signature: StoredBytes;
  agreements: { term: InvestmentTerm; file: StoredBytes; documentSha256: string }[];
}

async function store(app: AppContext, bytes: Uint8Array, extension: string, mimeType: string): Promise<StoredBytes> {
  const storageKey = `${randomUUID()}.${extension}`;
  await app.providers.storage.put(storageKey, Buffer.from(bytes));
  return { storageKey, mimeType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The signed agreement of each term, made and stored before the finish's transaction: making PDFs while holding
 * the project's lock would hold up every other investor's finish, and the storage may use a database connection of
 * its own, which a transaction waiting for a pool full of waiters would never get. A refused finish leaves these
 * bytes without a row (nothing refers to them); the rows are written only with the investment.
 */
export async function makeSignedDocuments(
  app: AppContext,
  pledge: PledgeRow,
  signature: { bytes: Buffer; kind: 'png' | 'jpeg' },
  ip: string,
): Promise<SignedDocuments> {
  const [investor, project, events] = await Promise.all([
    findPledgingInvestor(app.db, pledge.user_id),
    findPledgeProject(app.db, pledge.project_id),
    pledgeEvents(app.db, pledge.id),
  ]);
  if (!project) throw new Error(`pledge ${pledge.id} has no project`);
  const signedAt = app.clock.now();
  const pledgeTerms = {
    strategy: pledge.strategy,
    shortAmountPence: pledge.short_amount_pence,
    longAmountPence: pledge.long_amount_pence,
  };
  const evidence = {
    image: signature.bytes,
    signedAt,
    ip,
    events: [
      ...events.map((entry) => ({ event: entry.event, at: entry.created_at, number: entry.number })),
      { event: PLEDGE_EVENTS.codeEntered, at: signedAt },
    ],
  };
  const agreements = await Promise.all(
    pledgedTerms(pledgeTerms).map(async ({ term }) => {
      const terms = agreementTerms(
        {
          firm: app.config.firm,
          investor,
          project,
          pledge: pledgeTerms,
          reference: investmentReference(pledge.id, term),
        },
        term,
      );
      let signed: Awaited<ReturnType<typeof signedAgreementPdf>>;
      try {
        signed = await signedAgreementPdf(terms, evidence);
      } catch (error) {
        // The image passed its first bytes' check but pdf-lib cannot read it: a damaged file, the signer's to fix.
        throw new AppError(2, {
          fieldErrors: [{ field: 'signatureBase64', message: SIGNATURE_MESSAGES.uploadRejected }],
          cause: error,
        });
      }
      const file = await store(app, signed.pdf, 'pdf', 'application/pdf');
      return { term, file, documentSha256: signed.sha256 };
    }),
  );
  const signatureFile = await store(
    app,
    signature.bytes,
    signature.kind === 'png' ? 'png' : 'jpg',
    signature.kind === 'png' ? 'image/png' : 'image/jpeg',
  );
  return { signedAt, signature: signatureFile, agreements };
}
