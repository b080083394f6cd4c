import {
  COMPETENCE_QUESTIONS,
  selectAttemptsMessage,
  selectErrorMessage,
  selectMissingAnswersMessage,
  selectNextLabel,
} from '@keystone/flows/competence';
import { Button, Message } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { CompetenceQuestion } from './competence-question.tsx';
import { useCompetenceActor, type CompetenceActorOptions } from './use-competence-actor.ts';

export type CompetenceReviewProps = CompetenceActorOptions;

export const COMPETENCE_REVIEW_TEXTS = {
  heading: 'Competence Review',
  intro: 'Before you invest, please show that you understand the risks of property crowdfunding. Answer all ten questions.',
  passed: 'Thank you. You have passed the competence review.',
} as const;

/** The KYC wizard's fifth stage: ten questions, three attempts, then only CONTACT (seed 000 §4, §8). */
export function CompetenceReview(props: CompetenceReviewProps) {
  const headingId = useId();
  const actorRef = useCompetenceActor(props);
  const snapshot = useSelector(actorRef, (current) => current);
  // The machine ignores a SUBMIT with answers missing; the form remembers the refusal to say why.
  const [refusedSubmit, setRefusedSubmit] = useState(false);

  const answers = snapshot.context.answers;
  const submitting = snapshot.hasTag('pending');
  const locked = snapshot.hasTag('locked');
  const passed = snapshot.status === 'done';
  const missingAnswersMessage = refusedSubmit ? selectMissingAnswersMessage(snapshot) : undefined;
  const errorMessage = selectErrorMessage(snapshot);
  const attemptsMessage = selectAttemptsMessage(snapshot);

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passed) {
      // The machine's output, built from the context because a snapshot resolved as passed carries none.
      props.onPassed?.({ answers, usedAnswerAttempts: snapshot.context.usedAnswerAttempts });
      return;
    }
    if (locked) {
      actorRef.send({ type: 'CONTACT' });
      return;
    }
    setRefusedSubmit(selectMissingAnswersMessage(snapshot) !== undefined);
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <form
      noValidate
      onSubmit={onNext}
      aria-labelledby={headingId}
      aria-busy={submitting || undefined}
      data-state={String(snapshot.value)}
      className="flex flex-col gap-6"
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          {COMPETENCE_REVIEW_TEXTS.heading}
        </h2>
        <p className="text-muted-foreground">{COMPETENCE_REVIEW_TEXTS.intro}</p>
      </header>

      <ol className="flex list-decimal flex-col gap-4 ps-6 marker:font-medium marker:text-muted-foreground">
        {COMPETENCE_QUESTIONS.map((question) => (
          <li key={question.id} className="ps-1">
            <CompetenceQuestion
              question={question}
              answer={answers[question.id]}
              disabled={submitting || locked || passed}
              invalid={missingAnswersMessage !== undefined && !answers[question.id]}
              onAnswer={(answer) => actorRef.send({ type: 'ANSWER_CHANGED', questionId: question.id, answer })}
            />
          </li>
        ))}
      </ol>

      <div className="flex flex-col gap-3" data-slot="competence-review-messages">
        {missingAnswersMessage && (
          <Message variant="error" dismissible={false}>
            {missingAnswersMessage}
          </Message>
        )}
        {(errorMessage || attemptsMessage) && (
          <Message variant="error" dismissible={false} title={errorMessage}>
            {attemptsMessage}
          </Message>
        )}
        {passed && (
          <Message variant="success" dismissible={false}>
            {COMPETENCE_REVIEW_TEXTS.passed}
          </Message>
        )}
      </div>

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={submitting}>
          {selectNextLabel(snapshot)}
        </Button>
      </div>
    </form>
  );
}
