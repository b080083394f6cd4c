import type { ConsumerJourneyLogEntry } from '@keystone/api';
import { journeyEntryDetails } from '@keystone/flows/consumer-journey';
import { CONSUMER_JOURNEY_LOG_TEXTS, journeyEntryFacts, journeyEntryLabel } from '@keystone/flows/labels';
import { PDFDocument } from 'pdf-lib';
import { embedFonts, PageWriter } from '../pdf/pdf-page-writer.ts';
import { journeyRuns } from './journey-log-page.ts';

/** Whose log the PDF is, printed above the entries. */
export interface JourneyLogReport {
  userId: number;
  userName: string;
  email: string;
  entries: readonly ConsumerJourneyLogEntry[];
}

/**
 * Issue 24 §7: an investor's consumer journey log as a PDF (admin), oldest first, in the words the profile page
 * uses (packages/flows labels): each entry's step and answer, when, the words' version, where, the IP, and a
 * declaration's figures or an attempt's questions with the answer given under it. The same event repeated one after
 * another is one entry with its count and last time, so the whole record stays a bounded document.
 */
export async function journeyLogPdf(report: JourneyLogReport): Promise<Uint8Array> {
  const texts = CONSUMER_JOURNEY_LOG_TEXTS;
  const title = texts.pdfTitle(report.userName);
  const document = await PDFDocument.create();
  document.setTitle(title);
  const writer = new PageWriter(document, await embedFonts(document));

  writer.text(title, { font: 'bold', size: 16 });
  writer.rows([
    ['User ID', String(report.userId)],
    ['E-mail', report.email],
    [texts.pdfEntries, String(report.entries.length)],
  ]);
  if (report.entries.length === 0) {
    writer.space(8);
    writer.text(texts.empty);
  }
  for (const { entry, count, lastAt } of journeyRuns(report.entries)) {
    writer.heading(journeyEntryLabel(entry.step, entry.action), 11);
    const details = journeyEntryDetails(entry);
    const repeats =
      count === 1
        ? []
        : [
            { label: texts.repeated, value: texts.repeatedTimes(count) },
            { label: texts.lastAt, value: texts.ukTime(lastAt) },
          ];
    writer.rows(
      [...journeyEntryFacts(entry), ...repeats, ...(details?.facts ?? [])].map((fact) => [fact.label, fact.value]),
    );
    if (details?.kind !== 'attempt') continue;
    for (const question of details.questions) {
      writer.space(4);
      writer.text(question.heading, { font: 'bold', size: 9 });
      writer.text(question.text, { size: 9 });
      writer.rows([
        [texts.optionsShown, question.options.map((option) => option.label).join(' / ')],
        [texts.answerGiven, question.answer],
      ]);
    }
    if (details.topicsToRead.length > 0) writer.rows([[texts.topicsToRead, details.topicsToRead.join('; ')]]);
  }
  writer.numberPages((page, pages) => texts.pdfFooter(report.userName, page, pages));
  return document.save();
}
