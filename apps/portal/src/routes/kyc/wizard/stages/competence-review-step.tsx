import {
  COMPETENCE_REVIEW_MESSAGES,
  selectCompetenceView,
  type CompetenceReviewActor,
} from '@keystone/flows/competence';
import { Button, Message } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { RefusalMessage } from '../../../../api/index.ts';
import { CompetenceQuestions, COMPETENCE_REVIEW_TEXTS } from './competence-questions.tsx';

interface CompetenceReviewStepProps {
  review: CompetenceReviewActor;
  backLabel: string;
  canGoBack: boolean;
  onBack: () => void;
  /** CONTACT once locked: the wizard opens the contact form. */
  onContact: () => void;
}

/**
 * Stage 5 while the competence review runs (`competenceReview`, invoked by the wizard): the questions the server
 * served, nothing chosen; after a failed attempt the attempts left and the topics to read (never which answer was
 * wrong), then when the next attempt opens, in UK time.
 */
export function CompetenceReviewStep({ review, backLabel, canGoBack, onBack, onContact }: CompetenceReviewStepProps) {
  const view = useSelector(review, selectCompetenceView);
  const answering = view.state === 'answering' || view.state === 'checking';
  const act = () => {
    if (!view.action) return;
    if (view.action.event === 'CONTACT') onContact();
    else review.send({ type: view.action.event });
  };

  return (
    <form
      className="flex flex-col gap-8"
      aria-busy={view.busy || undefined}
      data-competence-state={view.state}
      onSubmit={(event) => {
        event.preventDefault();
        act();
      }}
    >
      {answering && (
        <>
          <p className="text-muted-foreground">{COMPETENCE_REVIEW_TEXTS.intro}</p>
          <fieldset disabled={view.busy} className="contents">
            <CompetenceQuestions
              questions={view.questions}
              answers={view.answers}
              markMissing={view.missingAnswersMessage !== undefined}
              onAnswer={(topic, option) => review.send({ type: 'ANSWER', topic, option })}
            />
          </fieldset>
        </>
      )}
      <div className="flex flex-col gap-3" data-slot="competence-review-messages">
        <RefusalMessage error={view.error} dismissible={false} />
        {view.missingAnswersMessage && (
          <Message variant="error" dismissible={false}>
            {view.missingAnswersMessage}
          </Message>
        )}
        {view.state === 'failed' && (
          <Message variant="error" dismissible={false} title={COMPETENCE_REVIEW_MESSAGES.failed}>
            {view.attemptsMessage}
          </Message>
        )}
        {view.state !== 'failed' && view.attemptsMessage && (
          <Message variant="error" dismissible={false}>
            {view.attemptsMessage}
          </Message>
        )}
        {view.topicsToRead.length > 0 && (
          <section aria-label={COMPETENCE_REVIEW_MESSAGES.readAbout} className="flex flex-col gap-2">
            <p className="font-medium text-foreground">{COMPETENCE_REVIEW_MESSAGES.readAbout}</p>
            <ul className="list-disc ps-6 text-foreground">
              {view.topicsToRead.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
        )}
        {view.opensAtMessage && (
          <Message variant="info" dismissible={false}>
            {view.opensAtMessage}
          </Message>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-border pt-6">
        <Button type="button" variant="outline" disabled={!canGoBack || view.busy} onClick={onBack}>
          {backLabel}
        </Button>
        {view.action && (
          <Button type="submit" size="lg" loading={view.busy}>
            {view.action.label}
          </Button>
        )}
      </div>
    </form>
  );
}
