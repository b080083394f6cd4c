import type { ResaleListing } from '@keystone/api';
import {
  purchaseRefusalText,
  selectPurchaseAgreement,
  selectPurchaseAgreementText,
  selectPurchaseAmount,
  selectPurchaseAmountError,
  selectPurchaseCanSign,
  selectPurchaseError,
  selectPurchaseFigures,
  selectPurchaseHasReadAgreement,
  selectPurchaseIsBusy,
  selectPurchaseIsCodeDialogOpen,
  selectPurchaseResult,
  selectPurchaseSignatureTab,
  selectPurchaseSmsCodeError,
  type ResalePurchaseSnapshot,
} from '@keystone/flows/resale';
import { Spinner, StepHeading, Stepper } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { Snapshot } from 'xstate';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';
import { PurchaseAmountForm } from './purchase-amount-form.tsx';
import { PurchaseBought, PurchaseExpired, PurchaseFailed, PurchaseRefused } from './purchase-outcomes.tsx';
import { PurchaseReview } from './purchase-review.tsx';
import { SigningStep } from '../../projects/pledge/signature/signing-step.tsx';
import { useResalePurchaseActor } from './use-resale-purchase-actor.ts';

export interface ResalePurchaseFlowProps {
  listing: ResaleListing;
  /** Cancel on the amount step: the flow closes. */
  onLeave: () => void;
  /** A state to start from (stories): `resalePurchaseMachine.getPersistedSnapshot(resalePurchaseSnapshotAt(...))`. */
  snapshot?: Snapshot<unknown> | undefined;
}

type Step = 0 | 1 | 2 | 3;

/** The stepper's place and the heading of each state of the machine. */
function stepOf(snapshot: ResalePurchaseSnapshot): { step: Step; title: string } {
  const value = snapshot.value as string;
  switch (value) {
    case 'choosingAmount':
      return { step: 0, title: RESALE_LISTING_TEXTS.amountTitle };
    case 'starting':
    case 'startFailed':
    case 'reviewing':
      return { step: 1, title: RESALE_LISTING_TEXTS.reviewTitle };
    case 'signing':
    case 'sendingCode':
    case 'enteringCode':
    case 'settling':
    case 'settleFailed':
      return { step: 2, title: RESALE_LISTING_TEXTS.signTitle };
    case 'bought':
      return { step: 3, title: RESALE_LISTING_TEXTS.boughtTitle };
    case 'expired':
      return { step: 2, title: RESALE_LISTING_TEXTS.expiredTitle };
    default:
      return { step: 2, title: RESALE_LISTING_TEXTS.refusedTitle };
  }
}

/**
 * Buying a loan part (issue 37 §2), driven by flows' `resalePurchaseMachine`: the amount, the purchase started on the
 * server (its price today and the draft assignment) reviewed, the assignment signed with the SMS code, and the
 * settlement; or the refusal that ended it (sold out, a gate not passed) or the purchase expired.
 */
export function ResalePurchaseFlow({ listing, onLeave, snapshot: startFrom }: ResalePurchaseFlowProps) {
  const headingId = useId();
  const actorRef = useResalePurchaseActor({ listing, snapshot: startFrom });
  const snapshot = useSelector(actorRef, (current) => current);
  const { send } = actorRef;
  const value = snapshot.value as string;
  const busy = selectPurchaseIsBusy(snapshot);
  const { step, title } = stepOf(snapshot);

  let screen: ReactNode;
  switch (value) {
    case 'choosingAmount':
      screen = (
        <PurchaseAmountForm
          listing={listing}
          amountPence={selectPurchaseAmount(snapshot)}
          serverError={selectPurchaseAmountError(snapshot)}
          busy={busy}
          labelledBy={headingId}
          onNext={(amountPence) => send({ type: 'NEXT', amountPence })}
          onCancel={onLeave}
        />
      );
      break;
    case 'starting':
    case 'reviewing':
      screen = (
        <PurchaseReview
          figures={selectPurchaseFigures(snapshot)}
          agreement={selectPurchaseAgreement(snapshot)}
          agreementText={selectPurchaseAgreementText(snapshot)}
          read={selectPurchaseHasReadAgreement(snapshot)}
          labelledBy={headingId}
          onRead={() => send({ type: 'AGREEMENT_READ' })}
          onNext={() => send({ type: 'NEXT' })}
          onBack={() => send({ type: 'BACK' })}
        />
      );
      break;
    case 'startFailed':
    case 'settleFailed':
      screen = (
        <PurchaseFailed
          error={selectPurchaseError(snapshot)}
          wording={purchaseRefusalText}
          failed={value === 'startFailed' ? RESALE_LISTING_TEXTS.startFailed : RESALE_LISTING_TEXTS.settleFailed}
          onRetry={() => send({ type: 'RETRY' })}
          onBack={() => send({ type: 'BACK' })}
        />
      );
      break;
    case 'signing':
    case 'sendingCode':
    case 'enteringCode':
      screen = (
        <SigningStep
          texts={RESALE_LISTING_TEXTS}
          labelledBy={headingId}
          tab={selectPurchaseSignatureTab(snapshot)}
          signatures={snapshot.context.signatures}
          canSign={selectPurchaseCanSign(snapshot)}
          codeDialogOpen={selectPurchaseIsCodeDialogOpen(snapshot)}
          sending={busy}
          smsCodeError={selectPurchaseSmsCodeError(snapshot)}
          onTab={(tab) => send({ type: 'SELECT_SIGNATURE_TAB', tab })}
          onImage={(image) => send({ type: 'SET_SIGNATURE', image })}
          onClear={() => send({ type: 'CLEAR_SIGNATURE' })}
          onSign={() => send({ type: 'SIGN' })}
          onBack={() => send({ type: 'BACK' })}
          onSubmitCode={(code) => send({ type: 'SUBMIT_CODE', code })}
          onResend={() => send({ type: 'RESEND_CODE' })}
          onCloseCode={() => send({ type: 'CLOSE_CODE_DIALOG' })}
        />
      );
      break;
    case 'settling':
      screen = <Spinner label={RESALE_LISTING_TEXTS.settling} className="my-6" />;
      break;
    case 'bought': {
      const result = selectPurchaseResult(snapshot);
      screen = result ? <PurchaseBought result={result} projectTitle={listing.projectTitle} /> : null;
      break;
    }
    case 'expired':
      screen = (
        <PurchaseExpired
          error={selectPurchaseError(snapshot)}
          wording={purchaseRefusalText}
          onStartAgain={() => send({ type: 'START_AGAIN' })}
        />
      );
      break;
    default:
      screen = <PurchaseRefused error={selectPurchaseError(snapshot)} wording={purchaseRefusalText} />;
  }

  return (
    <section aria-label={RESALE_LISTING_TEXTS.flowLabel} className="flex flex-col gap-6" data-state={value}>
      <Stepper steps={RESALE_LISTING_TEXTS.steps} activeIndex={step} aria-label={RESALE_LISTING_TEXTS.flowLabel} />
      {/* As the flow opens ('Buy this loan part' is gone) and at each step, a keyboard or screen reader starts here. */}
      <StepHeading
        level={2}
        step={title}
        takesFocusOnOpen
        id={headingId}
        className="text-xl font-semibold text-foreground"
      >
        {title}
      </StepHeading>
      {screen}
    </section>
  );
}
