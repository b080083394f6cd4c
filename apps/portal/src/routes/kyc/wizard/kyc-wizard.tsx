import type { InvestorDeclarationStatus, User } from '@keystone/api';
import { selectCompetenceView, type CompetenceReviewSnapshot } from '@keystone/flows/competence';
import { KYC_STAGES, selectCompetenceReview, selectIsFinished, selectStage } from '@keystone/flows/kyc';
import { KYC_STEP_WINDOW } from '@keystone/flows/constants';
import { Message, Spinner, StepHeading, Stepper } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { Snapshot } from 'xstate';
import { useInvestorDeclaration } from '../../../api/declarations.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { KycStageForm, WIZARD_TEXTS } from './kyc-stage-form.tsx';
import { useKycWizardActor } from './use-kyc-wizard-actor.ts';

export { WIZARD_TEXTS };

// Opened only once the competence attempts run out: the dialog and its form load then, not with the first stage.
const ContactDialog = lazy(() =>
  import('../../../contact/contact-dialog.tsx').then((m) => ({ default: m.ContactDialog })),
);

const STEP_TITLES = KYC_STAGES.map((stage) => stage.title);

/**
 * What the competence stage shows, as far as where it opens goes: a graded attempt replaces its questions with the
 * outcome, and a new attempt the outcome with questions, each opened at its top like a stage; nothing while loading.
 */
function competenceScreen(review: CompetenceReviewSnapshot | undefined): string | undefined {
  if (review === undefined) return undefined;
  const { state } = selectCompetenceView(review);
  if (state === 'answering' || state === 'checking') return 'questions';
  return state === 'failed' || state === 'waiting' || state === 'locked' ? 'outcome' : undefined;
}

export interface KycWizardProps {
  /** The signed-in user as the wizard opens: what the first stage starts from. */
  user: User;
  /** A state to start from (stories): `kycWizardMachine.getPersistedSnapshot(kycWizardMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown>;
  /** Opens on personal details instead of the first stage not complete (after a restart). */
  fromFirstStage?: boolean;
}

/**
 * The six-stage KYC wizard (seed 000 §2, §4, §5): `kycWizardMachine` decides where the investor is and what is
 * saved; each stage's form holds what is typed. Every user the server answers goes to the query cache.
 */
export function KycWizard(props: KycWizardProps) {
  // The investor's declaration (issue 24 §4) first: a current one's category needs no new signature on stage 4.
  const declaration = useInvestorDeclaration();
  if (declaration.isPending) return <Spinner className="mx-auto my-10" />;
  if (declaration.isError) return <LoadFailure error={declaration.error} onRetry={() => void declaration.refetch()} />;
  return <Wizard {...props} declaration={declaration.data} />;
}

function Wizard({
  user,
  snapshot: startFrom,
  fromFirstStage,
  declaration,
}: KycWizardProps & { declaration: InvestorDeclarationStatus }) {
  const headingId = useId();
  const [contactOpen, setContactOpen] = useState(false);
  const actorRef = useKycWizardActor({
    user,
    snapshot: startFrom,
    fromFirstStage,
    declaration,
    onContact: () => setContactOpen(true),
  });
  const snapshot = useSelector(actorRef, (current) => current);
  const stage = selectStage(snapshot);
  const { context } = snapshot;
  const review = selectCompetenceReview(snapshot);
  const reviewScreen = useSelector(review, competenceScreen);
  const step = review === undefined ? stage.id : reviewScreen && `${stage.id}:${reviewScreen}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6" data-state={JSON.stringify(snapshot.value)}>
      <Stepper steps={STEP_TITLES} activeIndex={stage.index} windowSize={KYC_STEP_WINDOW} aria-label="KYC steps" />
      <StepHeading step={step} id={headingId} className="text-2xl font-semibold text-foreground">
        {stage.title}
      </StepHeading>
      {selectIsFinished(snapshot) && (
        <Message variant="success" dismissible={false}>
          {WIZARD_TEXTS.submitted}
        </Message>
      )}
      {/* A new form per stage, and per competence attempt: a wrong attempt starts again with no answers. */}
      <KycStageForm
        key={`${stage.index}:${context.usedAnswerAttempts}`}
        snapshot={snapshot}
        send={actorRef.send}
        labelledBy={headingId}
        declaration={declaration.declaration}
      />
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactDialog open onOpenChange={setContactOpen} usedAnswerAttempts={context.usedAnswerAttempts} />
        </Suspense>
      )}
    </section>
  );
}
