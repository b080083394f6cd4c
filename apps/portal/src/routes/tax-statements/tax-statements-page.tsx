import { LoadingSkeleton } from '@keystone/ui';
import { useSession } from '../../session/index.ts';
import { InvestorTaxStatements } from './investor-tax-statements.tsx';
import { TaxStatementRuns } from './tax-statement-runs.tsx';

/**
 * `/platform/tax-statements` (issue 35 §1): an investor's own statements by tax year; for the admin, the runs of
 * every investor's statements of a year.
 */
export function TaxStatementsPage() {
  const { user } = useSession();
  // The platform guard has the user before this screen shows; a story may render it a moment sooner.
  if (!user) return <LoadingSkeleton />;
  return user.role === 'ADMIN' ? <TaxStatementRuns /> : <InvestorTaxStatements />;
}
