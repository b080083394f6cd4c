import { RISK_SUMMARY_PATH, RISK_WARNING } from '@keystone/flows/labels';
import { Notice } from '@keystone/ui';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';

// Read by few: the summary's words and the dialog's code load on the first press of the link.
const RiskSummaryDialog = lazy(() => import('./risk-summary-dialog.tsx'));

/**
 * The FCA's risk warning for high-risk investments (COBS 4.12A, issue 24 §1), word for word, at the top of the page
 * below its header: sticky, bordered, above any dialog's backdrop. Its link opens the risk summary in a dialog; a
 * new tab, or a browser without script, gets the summary's page.
 */
export function RiskWarningBanner() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const openSummary = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    <Notice placement="sticky" role="region" aria-label={RISK_WARNING.label} data-testid="risk-warning">
      <p className="mx-auto max-w-5xl">
        {RISK_WARNING.lead}{' '}
        <Link
          ref={link}
          to={RISK_SUMMARY_PATH}
          onClick={openSummary}
          className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-primary"
        >
          {RISK_WARNING.link}
        </Link>
        .
      </p>
      {wanted && (
        <Suspense>
          <RiskSummaryDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              link.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Notice>
  );
}
