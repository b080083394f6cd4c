import { createHash, randomUUID } from 'node:crypto';
import type { InvestmentTerm } from '@keystone/api';
import { SIGNATURE_UPLOAD_MAX_BYTES } from '@keystone/flows';
import { SIGNATURE_MESSAGES, sniffFileKind } from '@keystone/flows/rules';
import { signedAgreementPdf } from '../../agreements/agreement-pdf.ts';
import { prepareImage, type PreparedImage } from '../../pdf/prepared-image.ts';
import type { FirmConfig } from '../../config/firm.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { agreementTerms, investmentReference, pledgedTerms } from '../pledge-agreement-terms.ts';
import { PLEDGE_EVENTS } from '../pledge-events.ts';
import type { PledgeProject, PledgeRow } from '../queries.ts';

const signatureRejected = (cause?: unknown) =>
  new AppError(2, {
    fieldErrors: [{ field: 'signatureBase64', message: SIGNATURE_MESSAGES.uploadRejected }],
    ...(cause === undefined ? {} : { cause }),
  });

export interface SignatureImage {
  bytes: Buffer;
  kind: 'png' | 'jpeg';
}

/** The signature image from base64 or a data URL: PNG or JPEG by its content, at most 500,000 bytes. */
export function decodeSignature(value: string): SignatureImage {
  const base64 = value.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw signatureRejected();
  const bytes = Buffer.from(base64, 'base64');
  const kind = sniffFileKind(bytes.subarray(0, 8));
  if ((kind !== 'png' && kind !== 'jpeg') || bytes.length > SIGNATURE_UPLOAD_MAX_BYTES) throw signatureRejected();
  return { bytes, kind };
}

export interface SigningFacts {
  firm: FirmConfig;
  pledge: PledgeRow;
  investor: { email: string; full_name: string | null };
  project: PledgeProject;
  /** The pledge's own events so far (start, SMS), the evidence page's first lines. */
  events: { event: string; created_at: Date; number: string | null }[];
  signature: SignatureImage;
  signedAt: Date;
  ip: string;
}

/** The signed agreement (PDF bytes and the SHA-256 of its signed pages) of each term of the pledge, short first. */
async function signedAgreements(
  facts: SigningFacts,
): Promise<{ term: InvestmentTerm; pdf: Uint8Array; sha256: string }[]> {
  const { firm, pledge, investor, project, signedAt, ip } = facts;
  const terms = {
    investStrategy: pledge.invest_strategy,
    shortAmountPence: pledge.short_amount_pence,
    longAmountPence: pledge.long_amount_pence,
  };
  const evidence = {
    // Decoded and compressed once for both terms' agreements.
    image: await prepareImage(facts.signature.bytes).catch((error: unknown) => {
      throw signatureRejected(error);
    }),
    signedAt,
    ip,
    events: [
      ...facts.events.map((entry) => ({ event: entry.event, at: entry.created_at, number: entry.number })),
      { event: PLEDGE_EVENTS.codeEntered, at: signedAt },
    ],
  };
  const signed = [];
  // One after the other: the rendering is all on this thread, so together they would only finish later each.
  for (const { term } of pledgedTerms(terms)) {
    const reference = investmentReference(pledge.id, term);
    // Drawn up when signed, as the agreement's row dates it (agreements/reconstructed-terms.ts).
    const agreement = agreementTerms({ firm, investor, project, pledge: terms, reference, issuedAt: signedAt }, term);
    try {
      signed.push({ term, ...(await signedAgreementPdf(agreement, evidence)) });
    } catch (error) {
      // The image passed its first bytes' check but cannot be read: a damaged file, the signer's to fix.
      throw signatureRejected(error);
    }
  }
  return signed;
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

/** Bytes put in storage under a new key, with what their uploaded_files row will say (a resale assignment's too). */
export async function storeBytes(storage: FileStorage, bytes: Uint8Array, extension: string, mimeType: string) {
  const storageKey = `${randomUUID()}.${extension}`;
  await storage.put(storageKey, Buffer.from(bytes));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { storageKey, mimeType, sizeBytes: bytes.length, sha256 } satisfies StoredBytes;
}

/**
 * The signed agreement of each term and the signature image, made and stored before the finish's transaction:
 * making PDFs while holding the project's lock would hold up every other investor's finish, and the storage may use
 * a database connection of its own, which a transaction waiting for a pool full of waiters would never get. A
 * refused finish leaves these bytes without a row (nothing refers to them); the rows are written only with the
 * investment.
 */
export async function storeSignedDocuments(storage: FileStorage, facts: SigningFacts): Promise<SignedDocuments> {
  // Everything is made before anything is stored: a signature that cannot be read stores nothing.
  const rendered = await signedAgreements(facts);
  const { bytes, kind } = facts.signature;
  const [signature, ...agreements] = await Promise.all([
    storeBytes(storage, bytes, kind === 'png' ? 'png' : 'jpg', kind === 'png' ? 'image/png' : 'image/jpeg'),
    ...rendered.map(async ({ term, pdf, sha256 }) => ({
      term,
      file: await storeBytes(storage, pdf, 'pdf', 'application/pdf'),
      documentSha256: sha256,
    })),
  ]);
  return { signedAt: facts.signedAt, signature, agreements };
}

/** One document signed with one signature (a resale assignment, a standing authority), both stored. */
export interface SignedDocument {
  signedAt: Date;
  signature: StoredBytes;
  document: StoredBytes;
  documentSha256: string;
}

/**
 * A document signed with the signature image and stored with it, before the transaction that records them, as a
 * pledge's agreements are (storeSignedDocuments): `render` draws the signed PDF with the image prepared once. An
 * image that cannot be read is the signer's to fix (400 code 2 on `signatureBase64`), and stores nothing.
 */
export async function storeSignedDocument(
  storage: FileStorage,
  signature: SignatureImage,
  signedAt: Date,
  render: (image: PreparedImage) => Promise<{ pdf: Uint8Array; sha256: string }>,
): Promise<SignedDocument> {
  const image = await prepareImage(signature.bytes).catch((error: unknown) => {
    throw signatureRejected(error);
  });
  const { pdf, sha256 } = await render(image);
  const [signatureFile, document] = await Promise.all([
    storeBytes(
      storage,
      signature.bytes,
      signature.kind === 'png' ? 'png' : 'jpg',
      signature.kind === 'png' ? 'image/png' : 'image/jpeg',
    ),
    storeBytes(storage, pdf, 'pdf', 'application/pdf'),
  ]);
  return { signedAt, signature: signatureFile, document, documentSha256: sha256 };
}
