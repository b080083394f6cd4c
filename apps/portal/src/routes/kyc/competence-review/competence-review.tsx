import {
  selectAttemptsMessage,
  selectErrorMessage,
  selectMissingAnswersMessage,
  selectNextLabel,
} from '@keystone/flows/competence';
import { Button } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { COMPETENCE_REVIEW_TEXTS, CompetenceQuestions } from './competence-questions.tsx';
import { useCompetenceActor, type CompetenceActorOptions } from './use-competence-actor.ts';

export type CompetenceReviewProps = CompetenceActorOptions;

export { COMPETENCE_REVIEW_TEXTS };

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

      <CompetenceQuestions
        answers={answers}
        disabled={submitting || locked || passed}
        missingAnswersMessage={missingAnswersMessage}
        errorMessage={errorMessage}
        attemptsMessage={attemptsMessage}
        passed={passed}
        onAnswer={(questionId, answer) => actorRef.send({ type: 'ANSWER_CHANGED', questionId, answer })}
      />

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={submitting}>
          {selectNextLabel(snapshot)}
        </Button>
      </div>
    </form>
  );
}
