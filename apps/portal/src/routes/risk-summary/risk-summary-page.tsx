import { RISK_SUMMARY } from '@keystone/flows/labels';
import { Link } from 'react-router';
import { VisitorScreen } from '../login/visitor-screen/index.ts';
import { RiskSummary } from '../../risk-warning/risk-summary.tsx';
import { useRiskSummaryOpened } from '../../risk-warning/use-risk-summary-opened.ts';

/** `/risk-summary`: the 2-minute risk summary for anyone, signed in or not, linked from every footer. */
export function RiskSummaryPage() {
  const summaryOpened = useRiskSummaryOpened();
  return (
    <VisitorScreen title={RISK_SUMMARY.title} width="wide">
      <div className="mt-4">
        <RiskSummary sectionHeading="h2" onOpen={() => summaryOpened('PAGE')} />
      </div>
      <Link to="/" className="mt-6 inline-block text-primary underline underline-offset-2">
        {RISK_SUMMARY.back}
      </Link>
    </VisitorScreen>
  );
}
