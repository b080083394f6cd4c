import type { AutoInvest } from '@keystone/api';
import {
  selectAutoInvest,
  selectDraftAuthority,
  selectFormRules,
  selectRulesCanSign,
  selectRulesError,
  selectRulesHasReadAgreement,
  selectRulesIsBusy,
  selectRulesIsCodeDialogOpen,
  selectRulesOutcome,
  selectRulesSignatures,
  selectRulesSignatureTab,
  selectRulesSmsCodeError,
  selectRulesStep,
} from '@keystone/flows/auto-invest';
import { Button, Message, StepHeading } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { Snapshot } from 'xstate';
import { refusal } from '../../api/index.ts';
import { useSession } from '../../session/index.ts';
import { SigningStep } from '../projects/pledge/signature/signing-step.tsx';
import { AuthorityReading } from './authority-signing.tsx';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';
import { CurrentRules } from './current-rules.tsx';
import { GateRefusal, isGateRefusal } from './gate-refusal.tsx';
import { RulesForm } from './rules-form.tsx';
import { useAutoInvestRulesActor } from './use-auto-invest-rules-actor.ts';

export interface AutoInvestRulesPanelProps {
  /** What `getAutoInvest` answered when the page opened; the machine keeps each change's answer from then on. */
  autoInvest: AutoInvest;
  /** A state to start from (stories): `autoInvestRulesMachine.getPersistedSnapshot(autoInvestRulesSnapshotAt(...))`. */
  snapshot?: Snapshot<unknown> | undefined;
}

/** The heading of each step the investor passes while setting rules up. */
function titleOf(step: string): string {
  switch (step) {
    case 'reading':
      return AUTO_INVEST_TEXTS.readTitle;
    case 'signing':
    case 'sendingCode':
    case 'submitting':
      return AUTO_INVEST_TEXTS.signTitle;
    case 'changing.editing':
    case 'changing.saving':
      return AUTO_INVEST_TEXTS.changeTitle;
    default:
      return AUTO_INVEST_TEXTS.formTitle;
  }
}

/**
 * The investor's rules and their standing authority, driven by flows' `autoInvestRulesMachine` (issue 38 §1): the
 * rules form, the authority read and signed with the SMS code, then the current rules with their state, Pause or
 * Resume, Change rules and End. The outcome of each change is the machine's, so it stays on screen while the
 * page's reads (the allocation history, the dashboard) are fetched again.
 */
export function AutoInvestRulesPanel({ autoInvest, snapshot: startFrom }: AutoInvestRulesPanelProps) {
  const headingId = useId();
  const { user } = useSession();
  const hasIsa = user?.isaBalancePence !== undefined && user.isaBalancePence !== null;
  const actorRef = useAutoInvestRulesActor({ autoInvest, snapshot: startFrom });
  const snapshot = useSelector(actorRef, (current) => current);
  const { send } = actorRef;
  const step = selectRulesStep(snapshot);
  const busy = selectRulesIsBusy(snapshot);
  const error = selectRulesError(snapshot);
  const outcome = selectRulesOutcome(snapshot);
  const gate = isGateRefusal(error);

  let screen: ReactNode;
  switch (step) {
    case 'none':
    case 'starting':
      screen = (
        <RulesForm
          key="new"
          rules={selectFormRules(snapshot)}
          hasIsa={hasIsa}
          error={gate ? undefined : error}
          busy={busy}
          submitLabel={AUTO_INVEST_TEXTS.startButton}
          labelledBy={headingId}
          onSubmit={(rules) => send({ type: 'START', rules })}
        />
      );
      break;
    case 'reading':
      screen = (
        <AuthorityReading
          draft={selectDraftAuthority(snapshot)}
          read={selectRulesHasReadAgreement(snapshot)}
          labelledBy={headingId}
          onRead={() => send({ type: 'AGREEMENT_READ' })}
          onNext={() => send({ type: 'NEXT' })}
          onBack={() => send({ type: 'BACK' })}
        />
      );
      break;
    case 'signing':
    case 'sendingCode':
    case 'submitting':
      screen = (
        <>
          {error !== undefined && !gate && (
            <Message variant="error" dismissible={false}>
              {refusal(error) ?? AUTO_INVEST_TEXTS.signFailed}
            </Message>
          )}
          <SigningStep
            texts={AUTO_INVEST_TEXTS}
            labelledBy={headingId}
            tab={selectRulesSignatureTab(snapshot)}
            signatures={selectRulesSignatures(snapshot)}
            canSign={selectRulesCanSign(snapshot)}
            codeDialogOpen={selectRulesIsCodeDialogOpen(snapshot)}
            sending={busy}
            smsCodeError={selectRulesSmsCodeError(snapshot)}
            onTab={(tab) => send({ type: 'SELECT_SIGNATURE_TAB', tab })}
            onImage={(image) => send({ type: 'SET_SIGNATURE', image })}
            onClear={() => send({ type: 'CLEAR_SIGNATURE' })}
            onSign={() => send({ type: 'SIGN' })}
            onBack={() => send({ type: 'BACK' })}
            onSubmitCode={(code) => send({ type: 'SUBMIT_CODE', code })}
            onResend={() => send({ type: 'RESEND_CODE' })}
            onCloseCode={() => send({ type: 'CLOSE_CODE_DIALOG' })}
          />
        </>
      );
      break;
    case 'changing.editing':
    case 'changing.saving':
      screen = (
        <RulesForm
          key="change"
          rules={selectFormRules(snapshot)}
          hasIsa={hasIsa}
          error={error}
          busy={busy}
          submitLabel={AUTO_INVEST_TEXTS.saveButton}
          labelledBy={headingId}
          onSubmit={(rules) => send({ type: 'SAVE', rules })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      );
      break;
    case 'ended':
      screen = (
        <Button type="button" className="self-start" onClick={() => send({ type: 'NEW_RULES' })}>
          {AUTO_INVEST_TEXTS.newRules}
        </Button>
      );
      break;
    default:
      screen = null;
  }

  const current = step === 'active' || step === 'paused' || step === 'settingState' || step === 'ended';
  return (
    <div className="flex flex-col gap-6" data-state={step}>
      {outcome !== undefined && (
        <Message variant="success" dismissible={false}>
          {AUTO_INVEST_TEXTS.outcomes[outcome]}
        </Message>
      )}
      {gate && <GateRefusal error={error} />}
      {current ? (
        <>
          {error !== undefined && !gate && (
            <Message variant="error" dismissible={false}>
              {refusal(error) ?? AUTO_INVEST_TEXTS.stateFailed}
            </Message>
          )}
          <CurrentRules
            autoInvest={selectAutoInvest(snapshot)}
            busy={busy}
            labelledBy={headingId}
            onPause={() => send({ type: 'PAUSE' })}
            onResume={() => send({ type: 'RESUME' })}
            onChange={() => send({ type: 'CHANGE' })}
            onEnd={() => send({ type: 'END' })}
          />
          {screen}
        </>
      ) : (
        <section aria-labelledby={headingId} className="flex flex-col gap-6">
          <StepHeading level={2} step={titleOf(step)} id={headingId} className="text-xl font-semibold text-foreground">
            {titleOf(step)}
          </StepHeading>
          {screen}
        </section>
      )}
    </div>
  );
}
