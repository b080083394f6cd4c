import type { AgreementBlock, AgreementText } from '@keystone/api';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { createElement, type ReactNode } from 'react';
import { useSeenToEnd } from './use-seen-to-end.ts';

type Level = 2 | 4;

interface AgreementTextViewProps {
  text: AgreementText;
  /** The title's heading level under the page's own headings; the sections' are one below, a term's two. */
  level: Level;
  /** Called once the end of the text has been on screen. */
  onReadToEnd?: () => void;
}

/** A heading at a level given as data (h2 to h6). */
function Heading({ level, className, children }: { level: number; className: string; children: ReactNode }) {
  return createElement(`h${Math.min(level, 6)}`, { className }, children);
}

/**
 * The agreement's words at body size, section by section: what its PDF says (the same `AgreementText` the server
 * prints), readable on a phone, where the PDF's A4 page would be shrunk to a few pixels. A label and its value
 * stack on a narrow screen and sit side by side from `sm` up; long values (an e-mail) break rather than overflow.
 */
export function AgreementTextView({ text, level, onReadToEnd }: AgreementTextViewProps) {
  const end = useSeenToEnd<HTMLParagraphElement>(onReadToEnd);
  return (
    <article
      aria-label={AGREEMENT_TEXTS.textLabel}
      className="flex flex-col gap-5 rounded-md border border-border bg-surface p-4 text-base text-foreground sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <Heading level={level} className="text-lg font-semibold">
          {text.title}
        </Heading>
        <p className="text-muted-foreground">{text.issued}</p>
      </header>
      {text.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <Heading level={level + 1} className="text-base font-semibold">
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} level={level + 2} />
          ))}
        </section>
      ))}
      <p ref={end} className="border-t border-border pt-3 text-sm text-muted-foreground">
        {AGREEMENT_TEXTS.textEnd}
      </p>
    </article>
  );
}

function Block({ block, level }: { block: AgreementBlock; level: number }) {
  switch (block.kind) {
    case 'PARAGRAPH':
      return <p>{block.text}</p>;
    case 'SUBHEADING':
      return (
        <Heading level={level} className="mt-1 font-semibold">
          {block.text}
        </Heading>
      );
    case 'ROWS':
      return (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,12rem)_1fr] sm:gap-y-2">
          {(block.rows ?? []).map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-sm font-medium text-muted-foreground sm:text-base">{row.label}</dt>
              <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'SIGNATURE':
      // The PDF's signature box: the signature is made below the text, so the text shows no empty box.
      return null;
  }
}
