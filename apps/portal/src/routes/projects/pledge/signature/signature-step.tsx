import {
  pledgeRefusalText,
  selectCanSign,
  selectError,
  selectIsCodeDialogOpen,
  selectSignatureTab,
  selectSignWaitReason,
} from '@keystone/flows/pledge';
import { Button, Message } from '@keystone/ui';
import { refusal } from '../../../../api/index.ts';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import { StepButtons } from '../steps/step-form.tsx';
import type { StepProps } from '../steps/step-props.ts';
import { useWideScreen } from '../../../../layout/use-wide-screen.ts';
import { AgreementToSign } from './agreement-to-sign.tsx';
import { SignatureChoice } from './signature-tabs.tsx';
import { SmsCodeDialog } from './sms-code-dialog.tsx';

/**
 * eSignature (seed 001 §4): the agreement `POST /pledges` answered, then a signature drawn, typed or uploaded; each
 * tab keeps its own image (in the machine) and Sign is enabled only once the agreement was shown in full and the
 * current tab has one, the reason said beside it until then. Sign sends the SMS code and opens the code dialog. An
 * agreement refused shows the server's words in its place (an unexpected failure: the generic modal, and only a
 * line saying so here), with a retry.
 */
export function SignatureStep(step: StepProps) {
  const { snapshot, send, labelledBy } = step;
  const wide = useWideScreen();
  const waitReason = selectSignWaitReason(snapshot, wide ? 'confirming' : 'scrolling');
  const waitId = `${labelledBy}-sign-wait`;
  const failed = snapshot.matches({ eSignature: 'agreementFailed' });

  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <Message variant="error" dismissible={false}>
          <span className="flex flex-wrap items-center gap-3">
            {refusal(selectError(snapshot), pledgeRefusalText) ?? PLEDGE_TEXTS.agreementFailed}
            <Button type="button" size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              {PLEDGE_TEXTS.retry}
            </Button>
          </span>
        </Message>
      ) : (
        <AgreementToSign snapshot={snapshot} send={send} wide={wide} />
      )}

      <SignatureChoice
        headingId={`${labelledBy}-signature`}
        tab={selectSignatureTab(snapshot)}
        signatures={snapshot.context.signatures}
        onTab={(tab) => send({ type: 'SELECT_SIGNATURE_TAB', tab })}
        onImage={(image) => send({ type: 'SET_SIGNATURE', image })}
        onClear={() => send({ type: 'CLEAR_SIGNATURE' })}
      />

      {waitReason !== undefined && (
        <p id={waitId} className="text-sm text-muted-foreground">
          {waitReason}
        </p>
      )}
      <StepButtons snapshot={snapshot} send={send}>
        <Button
          type="button"
          size="lg"
          disabled={!selectCanSign(snapshot)}
          aria-describedby={waitReason === undefined ? undefined : waitId}
          onClick={() => send({ type: 'SIGN' })}
        >
          {PLEDGE_TEXTS.sign}
        </Button>
      </StepButtons>
      <SmsCodeDialog snapshot={snapshot} send={send} open={selectIsCodeDialogOpen(snapshot)} />
    </div>
  );
}
