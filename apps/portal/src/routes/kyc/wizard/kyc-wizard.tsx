import type { User } from '@keystone/api';
import {
  KYC_STAGES,
  selectCanGoBack,
  selectCompetenceMessage,
  selectGeneralError,
  selectIsFinished,
  selectIsSaving,
  selectNextLabel,
  selectStage,
  selectStageErrors,
  type KycWizardEvent,
} from '@keystone/flows/kyc';
import { Button, Message, Stepper } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { Snapshot } from 'xstate';
import { ContactDialog } from '../../../contact/index.ts';
import { incompleteStages } from './incomplete-stages.ts';
import { BankDetailsStage } from './stages/bank-details-stage.tsx';
import { CompetenceStage } from './stages/competence-stage.tsx';
import { InvestorTypeStage } from './stages/investor-type-stage.tsx';
import { PersonalDetailsStage } from './stages/personal-details-stage.tsx';
import { ProofOfIdentityStage } from './stages/proof-of-identity-stage.tsx';
import { ReviewStage } from './stages/review-stage.tsx';
import type { StageProps } from './stages/stage-props.ts';
import { useKycWizardActor } from './use-kyc-wizard-actor.ts';

export const WIZARD_TEXTS = {
  back: 'Back',
  submit: 'Submit',
  incomplete: 'Some details are missing. Use Edit to complete:',
  submitted: 'Your details were submitted.',
} as const;

const STEP_TITLES = KYC_STAGES.map((stage) => stage.title);

export interface KycWizardProps {
  user: User;
  /** A state to start from (stories): `kycWizardMachine.getPersistedSnapshot(kycWizardMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown>;
  onUserChanged?: (user: User) => void;
  onFinished?: (user: User) => void;
}

/** The six-stage KYC wizard (seed 000 §2, §4, §5) driven by `kycWizardMachine`. */
export function KycWizard({ user, snapshot: startFrom, onUserChanged, onFinished }: KycWizardProps) {
  const headingId = useId();
  const [contactOpen, setContactOpen] = useState(false);
  const actorRef = useKycWizardActor({
    user,
    snapshot: startFrom,
    onUserChanged,
    onFinished,
    onContact: () => setContactOpen(true),
  });
  const snapshot = useSelector(actorRef, (current) => current);
  // The machine refuses a NEXT without changing; the wizard remembers on which stage, to say why there.
  const [refusedOn, setRefusedOn] = useState<number | undefined>(undefined);

  const stage = selectStage(snapshot);
  const { context } = snapshot;
  const saving = selectIsSaving(snapshot);
  const locked = snapshot.hasTag('locked');
  const refused = refusedOn === stage.index;
  const shown = refused ? selectStageErrors(snapshot) : context.fieldErrors;
  const errors: Record<string, string> = {};
  for (const { field, message } of shown) errors[field] ??= message;
  const generalError = selectGeneralError(snapshot);
  const onReview = stage.id === 'reviewAnswers';

  const send = (event: KycWizardEvent) => actorRef.send(event);
  const setField: StageProps['setField'] = (field, value) => send({ type: 'FIELD_CHANGED', field, value } as KycWizardEvent);
  const stageProps: StageProps = { form: context.form, errors, disabled: saving, setField };

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (locked) {
      send({ type: 'CONTACT' });
      return;
    }
    const before = actorRef.getSnapshot();
    send({ type: onReview ? 'FINISH' : 'NEXT' });
    setRefusedOn(actorRef.getSnapshot().context === before.context ? stage.index : undefined);
  };

  const missing = onReview && refused ? incompleteStages(context) : [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6" data-state={JSON.stringify(snapshot.value)}>
      <Stepper steps={STEP_TITLES} activeIndex={stage.index} windowSize={4} aria-label="KYC steps" />
      <h2 id={headingId} className="text-2xl font-semibold text-foreground">
        {stage.title}
      </h2>
      {generalError && (
        <Message key={generalError} variant="error" onDismiss={() => send({ type: 'DISMISS_ERROR' })}>
          {generalError}
        </Message>
      )}
      {missing.length > 0 && (
        <Message variant="error" dismissible={false} title={WIZARD_TEXTS.incomplete}>
          {missing.join(', ')}
        </Message>
      )}
      {selectIsFinished(snapshot) && (
        <Message variant="success" dismissible={false}>
          {WIZARD_TEXTS.submitted}
        </Message>
      )}
      <form noValidate onSubmit={onNext} aria-labelledby={headingId} aria-busy={saving || undefined} className="flex flex-col gap-8">
        {stage.id === 'personalDetails' && <PersonalDetailsStage {...stageProps} />}
        {stage.id === 'proofOfIdentity' && <ProofOfIdentityStage {...stageProps} />}
        {stage.id === 'bankDetails' && <BankDetailsStage {...stageProps} />}
        {stage.id === 'investorType' && <InvestorTypeStage {...stageProps} />}
        {stage.id === 'competenceReview' && (
          <CompetenceStage
            {...stageProps}
            locked={locked}
            passed={context.competenceReviewPassed}
            attemptsMessage={selectCompetenceMessage(snapshot)}
            onAnswer={(questionId, answer) => send({ type: 'ANSWER_CHANGED', questionId, answer })}
          />
        )}
        {onReview && (
          <ReviewStage
            form={context.form}
            disabled={saving}
            competenceReviewPassed={context.competenceReviewPassed}
            onEdit={(index) => send({ type: 'GO_TO_STAGE', index })}
          />
        )}
        <div className="flex items-center justify-between gap-4 border-t border-border pt-6">
          <Button type="button" variant="outline" disabled={!selectCanGoBack(snapshot)} onClick={() => send({ type: 'BACK' })}>
            {WIZARD_TEXTS.back}
          </Button>
          <Button type="submit" size="lg" loading={saving}>
            {onReview ? WIZARD_TEXTS.submit : selectNextLabel(snapshot)}
          </Button>
        </div>
      </form>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} usedAnswerAttempts={context.usedAnswerAttempts} sender={context.user} />
    </section>
  );
}
