import { describe, expect, it } from 'vitest';
import { agreementLogPdf, EMPTY_LOG_VALUE } from './agreement-log-pdf.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';

const smsSent = {
  event: 'SEND_SMS',
  code: null,
  ip: '203.0.113.7',
  location: 'Leeds',
  number: '+447700900123',
  timestamp: '2026-10-01T09:59:00.000Z',
  userName: 'Olivia Bennett',
};

describe('agreementLogPdf', () => {
  it('writes the heading and every column of every event in words, oldest first, with a dash for empty values', async () => {
    const pdf = await agreementLogPdf({
      agreementId: 42,
      reference: 'KSI0000042S',
      status: 'COMPLETED',
      projectName: 'Victoria Mill apartments',
      investorName: 'Olivia Bennett',
      logs: [
        smsSent,
        { ...smsSent, event: 'AGREEMENT_SIGNED', code: 'K7Q2', number: null, location: '', userName: 'Unknown user' },
      ],
    });

    const lines = (await readPdfLines(pdf)).flat();
    expect(lines[0]).toBe('Agreement 42 audit log');
    expect(lines).toEqual(
      expect.arrayContaining([
        'KSI0000042S',
        'Completed',
        'Victoria Mill apartments',
        'Olivia Bennett',
        'Unknown user',
      ]),
    );
    const sent = lines.indexOf('Signing code sent by SMS');
    const signed = lines.indexOf('Agreement signed');
    expect(sent).toBeGreaterThan(0);
    expect(signed).toBeGreaterThan(sent);
    expect(lines.slice(sent, signed)).toEqual(
      expect.arrayContaining([
        '203.0.113.7',
        'Leeds',
        '+447700900123',
        // London time to the second, no ISO form, no event code (issue 32 §5).
        '01/10/2026, 10:59:00 BST',
      ]),
    );
    expect(lines.join(' ')).not.toMatch(/SEND_SMS|AGREEMENT_SIGNED|T09:59/);
    const signedBlock = lines.slice(signed);
    expect(signedBlock).toEqual(expect.arrayContaining(['K7Q2']));
    expect(signedBlock.filter((line) => line === EMPTY_LOG_VALUE)).toHaveLength(2);
    expect(lines.at(-1)).toBe('Agreement 42 audit log · page 1 of 1');
  });

  it('says so when nothing was logged, and runs over as many pages as the events need', async () => {
    const empty = (
      await readPdfLines(await agreementLogPdf({ agreementId: 1, projectName: 'P', investorName: 'I', logs: [] }))
    ).flat();
    expect(empty).toContain('No events recorded.');

    const many = await readPdfLines(
      await agreementLogPdf({
        agreementId: 2,
        projectName: 'P',
        investorName: 'I',
        logs: Array.from({ length: 40 }, (_, index) => ({ ...smsSent, event: `Event ${index + 1}` })),
      }),
    );
    expect(many.length).toBeGreaterThan(1);
    expect(many.flat()).toContain('Event 40');
    expect(many.at(-1)?.at(-1)).toBe(`Agreement 2 audit log · page ${many.length} of ${many.length}`);
  });
});
