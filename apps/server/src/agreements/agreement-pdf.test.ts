import { createHash } from 'node:crypto';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { agreementText } from '@keystone/flows/agreement';
import { RISK_STATEMENT } from '@keystone/flows/labels';
import { loadFirmConfig } from '../config/firm.ts';
import { findRepoRoot } from '../config/config.ts';
import type { SignatureEvidence } from '../pdf/evidence-page.ts';
import { draftAgreementPdf, signedAgreementPdf, type AgreementTerms } from './agreement-pdf.ts';
import { codePointsBeyond, winAnsiText } from '../pdf/pdf-text.ts';
import { wrapText } from '../pdf/pdf-page-writer.ts';
import { pageOperators, readPdfLines } from '../pdf/read-pdf-lines.ts';
import { prepareImage } from '../pdf/prepared-image.ts';
import { drawnSignaturePng, uploadedSignatureJpeg } from './signature-images.test-fixture.ts';
import { expectPrintedInOrder } from './agreement-text.test-support.ts';

const { legalPages: _legalPages, ...firm } = loadFirmConfig({}, findRepoRoot());

const terms: AgreementTerms = {
  reference: 'PLEDGE-000042',
  firm,
  investor: { name: 'Olivia Bennett', email: 'olivia.bennett@keystone.example' },
  project: { id: 7, title: 'Canal Street Lofts', address: '12 Canal Street', city: 'Leeds' },
  investStrategy: 'DEBT_SECURED',
  terms: [
    { term: 'SHORT', amountPence: 125_050, expectedRate: 7.5, startDate: '2026-09-01', endDate: '2027-08-31' },
    { term: 'LONG', amountPence: 500_000, expectedRate: null, startDate: '2027-09-01', endDate: null },
  ],
  issuedAt: new Date('2026-07-14T16:05:09Z'),
};

const evidence = (image: Uint8Array): SignatureEvidence => ({
  image,
  signedAt: new Date('2026-07-14T16:20:00Z'),
  ip: '203.0.113.7',
  events: [
    { event: 'START_PLEDGE', at: new Date('2026-07-14T16:05:09Z') },
    { event: 'SEND_SMS', at: new Date('2026-07-14T16:18:30Z'), number: '+447700900123' },
    { event: 'ATTEMPTS_ENTER', at: new Date('2026-07-14T16:19:55Z') },
  ],
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (pages: string[][]) => pages.map((lines) => lines.join(' ')).join(' ');

/** The image XObjects drawn on a page, by their stream dictionaries. */
async function imagesOn(pdf: Uint8Array, pageIndex: number) {
  const document = await PDFDocument.load(pdf);
  const page = document.getPage(pageIndex);
  return [...document.context.enumerateIndirectObjects()]
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((stream) => ({
      width: stream.dict.get(PDFName.of('Width'))?.toString(),
      height: stream.dict.get(PDFName.of('Height'))?.toString(),
      filter: stream.dict.get(PDFName.of('Filter'))?.toString(),
      drawn: /\/Image-\d+ Do/.test(pageOperators(page)),
    }));
}

describe('the agreement as text and as PDF', () => {
  it('prints every word of the text view, in the same order, draft and signed alike', async () => {
    const signed = evidence(drawnSignaturePng());
    await expectPrintedInOrder(await draftAgreementPdf(terms), agreementText(terms));
    await expectPrintedInOrder((await signedAgreementPdf(terms, signed)).pdf, agreementText(terms, signed.signedAt));
  });
});

describe('the draft agreement', () => {
  it('states the parties, the project, the strategy and each term in words, amounts, rates and en-GB dates', async () => {
    const pdf = await draftAgreementPdf(terms);
    const pages = await readPdfLines(pdf);
    const all = text(pages);

    expect(pages).toHaveLength(1);
    for (const expected of [
      'Investment agreement PLEDGE-000042',
      'Drawn up on 14/07/2026',
      firm.name,
      firm.companyNumber,
      firm.registeredOffice,
      'Olivia Bennett',
      'olivia.bennett@keystone.example',
      'Canal Street Lofts (number 7)',
      '12 Canal Street, Leeds',
      'Debt secured',
      'Short term',
      'Long term',
      '£1,250.50',
      '£5,000.00',
      '7.5% a year',
      'Not set',
      '01/09/2026',
      '31/08/2027',
      'To be set',
      '£6,250.50',
      'Signature of Olivia Bennett',
      'Not signed yet',
      'page 1 of 1',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`);
  });

  it('draws an empty signature box the size of the signature pad', async () => {
    const pdf = await draftAgreementPdf(terms);
    const document = await PDFDocument.load(pdf);

    expect(pageOperators(document.getPage(0))).toMatch(/\n0 0 m\n0 114 l\n356 114 l\n356 0 l\nh\nS\n/);
    expect(await imagesOn(pdf, 0)).toEqual([]);
  });

  it('runs onto more pages when the text needs them, numbering each', async () => {
    const longTerms = { ...terms, firm: { ...firm, regulatorStatus: 'Regulated. '.repeat(400) } };

    const pages = await readPdfLines(await draftAgreementPdf(longTerms));

    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)?.join(' ')).toContain(`page ${pages.length} of ${pages.length}`);
    expect(text(pages)).toContain('Not signed yet');
  });
});

describe('the signed agreement', () => {
  it('keeps the agreement pages byte for byte as the first bytes of the file, and prints their SHA-256', async () => {
    const draftPages = (await readPdfLines(await draftAgreementPdf(terms))).length;
    const { pdf, sha256: returned } = await signedAgreementPdf(terms, evidence(drawnSignaturePng()));
    const pages = await readPdfLines(pdf);
    const evidencePage = pages.at(-1)!.join(' ');
    const byteLength = Number(/first (\d+) bytes/.exec(evidencePage)?.[1]);
    const agreementPages = pdf.subarray(0, byteLength);

    expect(pages).toHaveLength(draftPages + 1);
    expect(returned).toMatch(/^[0-9a-f]{64}$/);
    expect(pages.at(-1)).toContain(returned);
    expect(sha256(agreementPages)).toBe(returned);
    expect(await PDFDocument.load(agreementPages).then((document) => document.getPageCount())).toBe(draftPages);
    expect(evidencePage).toContain(`Pages 1 to ${draftPages} of this file`);
  });

  it('writes a valid incremental update: each new cross-reference entry points at its object', async () => {
    const { pdf } = await signedAgreementPdf(terms, evidence(drawnSignaturePng()));
    const file = new TextDecoder('latin1').decode(pdf);
    const lastTable = file.slice(file.lastIndexOf('\nxref\n') + 1, file.lastIndexOf('trailer'));
    const entries = [...lastTable.matchAll(/^(\d+) (\d+)\r?\n((?:\d{10} \d{5} n\s*\r?\n)+)/gm)].flatMap((section) =>
      [...section[3]!.matchAll(/(\d{10}) (\d{5}) n/g)].map((entry, index) => ({
        objectNumber: Number(section[1]) + index,
        offset: Number(entry[1]),
      })),
    );

    expect(entries.length).toBeGreaterThan(1);
    for (const { objectNumber, offset } of entries) {
      expect(file.slice(offset, offset + 20)).toMatch(new RegExp(`^${objectNumber} 0 obj\\n`));
    }
    const previous = Number(/\/Prev (\d+)/.exec(file.slice(file.lastIndexOf('trailer')))?.[1]);
    expect(file.slice(previous, previous + 5)).toBe('xref\n');
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('prints the signer, the address, the signing time and every event in words on the evidence page', async () => {
    const { pdf } = await signedAgreementPdf(terms, { ...evidence(drawnSignaturePng()), location: 'Leeds, GB' });
    const evidencePage = (await readPdfLines(pdf)).at(-1)!.join(' ');

    for (const expected of [
      'Evidence of electronic signature',
      'Olivia Bennett <olivia.bennett@keystone.example>',
      '203.0.113.7',
      'Location Leeds, GB',
      '14/07/2026, 17:20:00 BST',
      'Signing code sent by SMS',
      '14/07/2026, 17:18:30 BST, to +447700900123',
      'Signing code entered',
      'Pledge started',
    ]) {
      expect(evidencePage).toContain(expected);
    }
    // Issue 32 §5: no event codes and no ISO times.
    expect(evidencePage).not.toMatch(/START_PLEDGE|SEND_SMS|ATTEMPTS_ENTER|\d{4}-\d{2}-\d{2}T/);
  });

  it('puts a drawn PNG signature and the signing time in the box', async () => {
    const { pdf } = await signedAgreementPdf(terms, evidence(drawnSignaturePng()));
    const agreement = text((await readPdfLines(pdf)).slice(0, -1));

    expect(await imagesOn(pdf, 0)).toEqual([
      expect.objectContaining({ width: '356', height: '114', filter: '/FlateDecode', drawn: true }),
    ]);
    expect(agreement).toContain('Signed electronically on 14/07/2026, 17:20:00 BST.');
    expect(agreement).not.toContain('Not signed yet');
  });

  it('embeds an uploaded JPEG signature as it is', async () => {
    const { pdf } = await signedAgreementPdf(terms, evidence(uploadedSignatureJpeg));

    expect(await imagesOn(pdf, 0)).toEqual([
      expect.objectContaining({ width: '48', height: '16', filter: '/DCTDecode', drawn: true }),
    ]);
  });

  it('is the same file from a signature read once for several agreements as from its bytes', async () => {
    for (const image of [drawnSignaturePng(), uploadedSignatureJpeg]) {
      const fromBytes = await signedAgreementPdf(terms, evidence(image));
      const prepared = await prepareImage(image);
      const fromPrepared = await signedAgreementPdf(terms, { ...evidence(image), image: prepared });
      expect(Buffer.from(fromPrepared.pdf).equals(Buffer.from(fromBytes.pdf))).toBe(true);
      expect((await signedAgreementPdf(terms, { ...evidence(image), image: prepared })).sha256).toBe(fromBytes.sha256);
    }
  });

  it('refuses a signature that is neither PNG nor JPEG with a clear error', async () => {
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

    await expect(signedAgreementPdf(terms, evidence(gif))).rejects.toThrow('must be a PNG or a JPEG');
  });

  it('makes agreements for names the standard fonts cannot show, and keeps the exact name on the evidence page', async () => {
    const zoe = { ...terms, investor: { name: 'Zoë Łukasz-Ōkubo 王', email: 'zoe@keystone.example' } };

    const draft = text(await readPdfLines(await draftAgreementPdf(zoe)));
    const signed = await readPdfLines((await signedAgreementPdf(zoe, evidence(drawnSignaturePng()))).pdf);

    expect(draft).toContain('Zoë Lukasz-Okubo ?');
    expect(signed.at(-1)!.join(' ')).toContain('Zoë <U+0141>ukasz-<U+014C>kubo <U+738B> <zoe@keystone.example>');
  });
});

describe('text for the standard fonts', () => {
  it('keeps what WinAnsi has, turns other letters into their base letter, the rest into ?, and breaks into spaces', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

    expect(winAnsiText('Zoë Œuvre £5 €6 “quoted”', font)).toBe('Zoë Œuvre £5 €6 “quoted”');
    expect(winAnsiText('Łódź Śląsk Đorđe ﬁne', font)).toBe('Lódz Slask Dorde fine');
    expect(winAnsiText('王 🙂\tnext\nline', font)).toBe('? ? next line');
    expect(codePointsBeyond('Zoë', font)).toBeUndefined();
    expect(codePointsBeyond('Ł🙂', font)).toBe('<U+0141><U+1F642>');
  });

  it('wraps to the width, breaking a word longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Courier);
    const lines = wrapText(`hash ${'a'.repeat(100)} end`, font, 10, 300);

    expect(lines).toEqual(['hash', 'a'.repeat(50), 'a'.repeat(50), 'end']);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(300);
  });
});
