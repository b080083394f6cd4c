import type { CompetenceAnswers, CompetenceReview, InvestorDeclarationStatus, User } from '@keystone/api';
import { competenceReviewMachine } from '@keystone/flows/competence';
import { kycWizardMachine, type SaveProfileInput } from '@keystone/flows/kyc';
import { calendarDateIn } from '@keystone/flows/rules';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useSignDeclaration } from '../../../api/declarations.ts';
import { useKycMutations } from '../../../api/kyc.ts';
import { useApiClient } from '../../../api/use-api.ts';

export interface KycWizardActorOptions {
  user: User;
  /** A state to start from (stories): `kycWizardMachine.getPersistedSnapshot(kycWizardMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown>;
  /** CONTACT on a locked competence review. */
  onContact?: () => void;
  fromFirstStage?: boolean | undefined;
  /** `GET /user/declaration` as the wizard opens: a current declaration's category needs no new signature. */
  declaration?: InvestorDeclarationStatus | undefined;
}

/**
 * The wizard's machine with its calls as the typed mutations of `PUT /user`, `/user/start-kyc-procedure` and
 * `/user/restart-kyc-procedure`: each user the server answers is published to the query cache (the page shows the
 * finished screen once the procedure has started), and an unexpected failure opens the generic modal.
 */
export function useKycWizardActor({ user, snapshot, onContact, fromFirstStage, declaration }: KycWizardActorOptions) {
  const { save, start, restart } = useKycMutations();
  const sign = useSignDeclaration();
  const client = useApiClient();

  // The actor outlives renders; it calls whatever the last render gave it.
  const calls = () => ({
    save: save.mutateAsync,
    sign: sign.mutateAsync,
    start: start.mutateAsync,
    restart: restart.mutateAsync,
    onContact,
  });
  const latest = useRef(calls());
  useLayoutEffect(() => {
    latest.current = calls();
  });

  const [logic] = useState(() =>
    kycWizardMachine.provide({
      actors: {
        // The profile first, then the declaration of the category it now holds (`POST /user/declarations`).
        saveProfile: fromPromise<User, SaveProfileInput>(async ({ input }) => {
          const saved = await latest.current.save({
            params: { query: { validateQuestions: input.validateQuestions } },
            body: input.changes,
          });
          if (input.declaration) await latest.current.sign({ body: input.declaration });
          return saved;
        }),
        startKycProcedure: fromPromise<User>(() => latest.current.start({})),
        restartKyc: fromPromise<User>(() => latest.current.restart({})),
        // The review's own calls: the questions the server served, and the grading of only those.
        competenceReview: competenceReviewMachine.provide({
          actors: {
            loadReview: fromPromise<CompetenceReview>(async () => {
              const { data, error } = await client.GET('/user/competence-review');
              if (error) throw error;
              return data;
            }),
            gradeAnswers: fromPromise<unknown, { answers: CompetenceAnswers }>(({ input }) =>
              latest.current.save({ params: { query: { validateQuestions: true } }, body: { answers: input.answers } }),
            ),
          },
        }),
      },
      actions: { openContactForm: () => latest.current.onContact?.() },
    }),
  );

  const input = { user, today: calendarDateIn(new Date()), fromFirstStage, declaration };
  return useActorRef(logic, { input, ...(snapshot && { snapshot }) });
}
