import { copyrightLine, RISK_STATEMENT } from '@keystone/flows/labels';
import { Link } from 'react-router';
import { usePublicSettings } from '../api/settings.ts';
import { FOOTER_LINKS } from '../brand/legal-links.ts';
import { DemoMarker } from './demo-marker.tsx';

/**
 * The footer of every screen, the platform's and a visitor's: the risk statement (seed 000 §2), the links to the
 * terms, privacy, risk and complaints pages and to the risk summary, who runs the platform (from the server's configuration, once
 * `GET /settings` answers, marked 'Demo' while they are the demonstration ones) and the copyright line, to this year.
 */
export function RiskFooter() {
  const firm = usePublicSettings().data?.firm;
  return (
    <footer className="border-t border-border bg-surface px-6 py-4 text-sm text-muted-foreground">
      <p>
        <strong className="text-foreground">{RISK_STATEMENT.lead}</strong> {RISK_STATEMENT.rest}
      </p>
      <nav aria-label="Legal" className="mt-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {FOOTER_LINKS.map(({ path, title }) => (
            <li key={path}>
              <Link to={path} className="text-foreground underline underline-offset-2 hover:text-primary">
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Space is kept for the firm's details so that the footer does not move when the settings answer. */}
      <div className="mt-3 min-h-10">
        {firm && (
          <>
            <p>
              <DemoMarker about="firm" />
              <span>
                {firm.name}. Company number {firm.companyNumber}. Registered office: {firm.registeredOffice}.
              </span>
            </p>
            <p>{firm.regulatorStatus}</p>
          </>
        )}
      </div>
      <p className="mt-3">{copyrightLine(new Date())}</p>
    </footer>
  );
}
