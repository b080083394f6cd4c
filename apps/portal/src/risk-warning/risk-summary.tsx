import { FCA_INVESTING_URL, RISK_SUMMARY } from '@keystone/flows/labels';
import { useEffect, useEffectEvent, useRef } from 'react';

interface RiskSummaryProps {
  /** The sections' heading level: under the page's h1, or under the dialog's title (an h2). */
  sectionHeading: 'h2' | 'h3';
  /** Called once when the summary is shown. */
  onOpen?: () => void;
}

/** The 2-minute risk summary's words (issue 24 §2), the same in the dialog and on `/risk-summary`. */
export function RiskSummary({ sectionHeading: Heading, onOpen }: RiskSummaryProps) {
  const opened = useEffectEvent(() => onOpen?.());
  // Once per opening, also when StrictMode runs the effect twice in development.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    opened();
  }, []);
  return (
    <div className="flex flex-col gap-4 text-foreground">
      <p className="font-semibold">{RISK_SUMMARY.readingTime}</p>
      <p>{RISK_SUMMARY.intro}</p>
      {RISK_SUMMARY.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <Heading className="text-lg font-semibold">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        {RISK_SUMMARY.moreInfo}{' '}
        <a href={FCA_INVESTING_URL} className="font-medium text-primary underline underline-offset-2">
          {RISK_SUMMARY.fcaLink}
        </a>
      </p>
    </div>
  );
}
