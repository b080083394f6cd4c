import { Link } from 'react-router';
import { RiskWarningBanner } from '../../risk-warning/risk-warning-banner.tsx';

export function NotFoundPage() {
  return (
    <>
      <RiskWarningBanner />
      <main aria-labelledby="not-found-title" className="mx-auto max-w-xl py-24 text-center">
        <h1 id="not-found-title" className="text-2xl font-semibold text-foreground">
          Page not found
        </h1>
        <p className="mt-3 text-muted-foreground">The address may be mistyped, or the page may have moved.</p>
        <Link to="/" className="mt-6 inline-block text-primary underline">
          Go to the start page
        </Link>
      </main>
    </>
  );
}
