import type { CompetenceAnswers } from '@keystone/flows/rules';
import {
  competenceAttemptsMachine,
  type CompetenceAttemptsOutput,
  type SubmitAnswersInput,
} from '@keystone/flows/competence';
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';

export type CompetenceAttemptsLogic = typeof competenceAttemptsMachine;

export interface CompetenceActorOptions {
  /** The machine with its actors already provided by the host; the bare machine otherwise. */
  machine?: CompetenceAttemptsLogic;
  /** Saves the answers with question validation; rejects with the contract's error (38, 39, …). */
  submitAnswers?: (input: SubmitAnswersInput) => Promise<void>;
  /**
   * A state to start from instead of the beginning (stories, a resumed wizard): `machine.resolveState(...)`, or its
   * JSON form from `machine.getPersistedSnapshot(...)`, which is what stories pass since args must be serialisable.
   */
  snapshot?: Snapshot<unknown>;
  usedAnswerAttempts: number;
  answers?: CompetenceAnswers;
  onContact?: () => void;
  onPassed?: (output: CompetenceAttemptsOutput) => void;
}

/** Starts the competence machine once per mount, wired to the host's callbacks as they are at each call. */
export function useCompetenceActor({
  machine = competenceAttemptsMachine,
  submitAnswers,
  snapshot,
  usedAnswerAttempts,
  answers,
  onContact,
  onPassed,
}: CompetenceActorOptions) {
  // The actor outlives renders; it calls whichever callbacks the host passed last.
  const latest = useRef({ submitAnswers, onContact, onPassed });
  useLayoutEffect(() => {
    latest.current = { submitAnswers, onContact, onPassed };
  });

  // The logic must stay the same object for the actor's lifetime, so what to provide is decided at mount.
  const [logic] = useState(() =>
    machine.provide({
      ...(submitAnswers && {
        actors: { submitAnswers: fromPromise<void, SubmitAnswersInput>(({ input }) => submitWith(latest.current.submitAnswers, input)) },
      }),
      ...(onContact && { actions: { openContactForm: () => latest.current.onContact?.() } }),
    }),
  );

  const actorRef = useActorRef(logic, { input: { usedAnswerAttempts, answers }, ...(snapshot && { snapshot }) });

  useEffect(() => {
    // Only a submission that passes while mounted moves the host on; a snapshot that starts passed does not.
    const subscription = actorRef.subscribe((next) => {
      if (next.status === 'done') latest.current.onPassed?.(next.output);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return actorRef;
}

async function submitWith(submitAnswers: CompetenceActorOptions['submitAnswers'], input: SubmitAnswersInput): Promise<void> {
  if (!submitAnswers) throw new Error('CompetenceReview: submitAnswers was given at mount and has since been removed');
  return submitAnswers(input);
}
