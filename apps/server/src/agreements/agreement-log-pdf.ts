import type { AgreementLog, AgreementStatus } from '@keystone/api';
import { formatExactDateTime } from '@keystone/flows/format';
import { AGREEMENT_STATUS_LABELS, agreementEventLabel } from '@keystone/flows/labels';
import { PDFDocument } from 'pdf-lib';
import { embedFonts, PageWriter } from '../pdf/pdf-page-writer.ts';

/** What the log PDF is about, printed above the events. */
export interface AgreementLogReport {
  agreementId: number;
  /** Its one reference and its status now, when known (issue 32 §4, §6). */
  reference?: string;
  status?: AgreementStatus;
  projectName: string;
  investorName: string;
  logs: readonly AgreementLog[];
}

/** An empty value of a log row (the contract allows null for all but event, timestamp and user name). */
export const EMPTY_LOG_VALUE = '-';

const shown = (value: string | null) => (value === null || value.trim() === '' ? EMPTY_LOG_VALUE : value);

/**
 * Issue 13: the agreement's audit log as a PDF (admin), one block per event, oldest first, each with every column of
 * `listAgreementLogs`: the event in words, the time (London, to the second), the user, the code, the IP address, the location and the phone number.
 */
export async function agreementLogPdf(report: AgreementLogReport): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Agreement ${report.agreementId} audit log`);
  const writer = new PageWriter(document, await embedFonts(document));

  writer.text(`Agreement ${report.agreementId} audit log`, { font: 'bold', size: 16 });
  writer.rows([
    ...(report.reference === undefined ? [] : ([['Reference', report.reference]] as const)),
    ...(report.status === undefined ? [] : ([['Status', AGREEMENT_STATUS_LABELS[report.status]]] as const)),
    ['Project', report.projectName],
    ['Investor', report.investorName],
    ['Events', String(report.logs.length)],
  ]);
  if (report.logs.length === 0) {
    writer.space(8);
    writer.text('No events recorded.');
  }
  for (const log of report.logs) {
    const at = new Date(log.timestamp);
    writer.heading(agreementEventLabel(log.event), 11);
    writer.rows([
      ['Time', formatExactDateTime(at)],
      ['User', log.userName],
      ['Code', shown(log.code)],
      ['IP address', shown(log.ip)],
      ['Location', shown(log.location)],
      ['Number', shown(log.number)],
    ]);
  }
  writer.numberPages((page, pages) => `Agreement ${report.agreementId} audit log · page ${page} of ${pages}`);
  return document.save();
}
