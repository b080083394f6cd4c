import type { ResalePurchaseResult } from '@keystone/api';
import { Button, Message } from '@keystone/ui';
import { Link } from 'react-router';
import { refusal, RefusalMessage } from '../../../api/index.ts';
import { RESALE_MARKET_PATH } from '../market/resale-market-texts.ts';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

/** Bought: what was bought and paid, and the way to the signed assignment and the dashboard. */
export function PurchaseBought({ result, projectTitle }: { result: ResalePurchaseResult; projectTitle: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Message variant="success" dismissible={false}>
        {RESALE_LISTING_TEXTS.bought(result.figures.capitalPence, result.figures.pricePence, projectTitle)}
      </Message>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={`/platform/agreement/${result.agreementId}`}>{RESALE_LISTING_TEXTS.seeAssignment}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/platform/dashboard">{RESALE_LISTING_TEXTS.toDashboard}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The flow ended refused (sold out, withdrawn, a gate not passed): the server's sentence, in the words flows give
 * the refusal (`wording`), and the way back to the market.
 */
export function PurchaseRefused({ error, wording }: { error: unknown; wording: (error: unknown) => string }) {
  return (
    <div className="flex flex-col gap-4">
      <RefusalMessage error={error} wording={wording} dismissible={false} />
      <Button asChild variant="outline" className="self-start">
        <Link to={RESALE_MARKET_PATH}>{RESALE_LISTING_TEXTS.backToMarket}</Link>
      </Button>
    </div>
  );
}

/** The purchase expired before it was finished: said, and a new one at today's price. */
export function PurchaseExpired({
  error,
  wording,
  onStartAgain,
}: {
  error: unknown;
  wording: (error: unknown) => string;
  onStartAgain: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <RefusalMessage error={error} wording={wording} dismissible={false} />
      <Button type="button" className="self-start" onClick={onStartAgain}>
        {RESALE_LISTING_TEXTS.startAgain}
      </Button>
    </div>
  );
}

/**
 * A start or a settlement that failed otherwise: a refusal in the server's words, or (an unexpected failure, which
 * the generic modal told) only a line saying so, beside a retry and Back.
 */
export function PurchaseFailed({
  error,
  wording,
  failed,
  onRetry,
  onBack,
}: {
  error: unknown;
  wording: (error: unknown) => string;
  failed: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Message variant="error" dismissible={false}>
        {refusal(error, wording) ?? failed}
      </Message>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={onBack}>
          {RESALE_LISTING_TEXTS.back}
        </Button>
        <Button type="button" onClick={onRetry}>
          {RESALE_LISTING_TEXTS.retry}
        </Button>
      </div>
    </div>
  );
}
