import { autoInvestGateCode } from '@keystone/flows/auto-invest';
import { Message } from '@keystone/ui';
import { Link } from 'react-router';
import { refusal } from '../../api/index.ts';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

/** Whether the error is the investing gate's (KYC 15, the consumer journey 46, its cooling-off 43, the declaration 47). */
export function isGateRefusal(error: unknown): boolean {
  return autoInvestGateCode(error) !== undefined;
}

/**
 * The investing gate's refusal in the server's words, with the way to where it is finished: the identity checks,
 * or a project's 'Invest here', where the first-time investor's steps and the declaration are taken (as the pledge
 * takes them before its first step).
 */
export function GateRefusal({ error }: { error: unknown }) {
  const code = autoInvestGateCode(error);
  const text = refusal(error);
  if (code === undefined || text === null) return null;
  const way = AUTO_INVEST_TEXTS.gateLinks[code];
  return (
    <Message variant="error" dismissible={false} data-gate-refusal={code}>
      <span className="flex flex-col gap-2">
        <span>{text}</span>
        {way?.hint !== undefined && <span>{way.hint}</span>}
        {way !== undefined && (
          <Link to={way.to} className="w-fit font-medium underline underline-offset-4">
            {way.text}
          </Link>
        )}
      </span>
    </Message>
  );
}
