import type { CompetenceAnswers, CompetenceReview, InvestorDeclarationStatus, User } from '@keystone/api';
import { competenceReviewMachine } from '@keystone/flows/competence';
import { kycWizardMachine, type SaveProfileInput } from '@keystone/flows/kyc';
import { calendarDateIn } from '@keystone/flows/rules';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useKycWizardCalls } from '../../../api/kyc.ts';

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
 * The wizard's machine with its calls from the KYC data module (`useKycWizardCalls`), named after the operations:
 * each user the server answers is published to the query cache (the page shows the finished screen once the
 * procedure has started), and an unexpected failure of a change opens the generic modal.
 */
export function useKycWizardActor({ user, snapshot, onContact, fromFirstStage, declaration }: KycWizardActorOptions) {
  const calls = useKycWizardCalls();

  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef({ ...calls, onContact });
  useLayoutEffect(() => {
    latest.current = { ...calls, onContact };
  });

  const [logic] = useState(() =>
    kycWizardMachine.provide({
      actors: {
        // The profile first, then the declaration of the category it now holds (`POST /user/declarations`).
        saveProfile: fromPromise<User, SaveProfileInput>(async ({ input }) => {
          const saved = await latest.current.updateCurrentUser(input);
          if (input.declaration) await latest.current.signInvestorDeclaration(input.declaration);
          return saved;
        }),
        startKycProcedure: fromPromise<User>(() => latest.current.startKycProcedure()),
        restartKyc: fromPromise<User>(() => latest.current.restartKycProcedure()),
        // The review's own calls: the questions the server served, and the grading of only those.
        competenceReview: competenceReviewMachine.provide({
          actors: {
            loadReview: fromPromise<CompetenceReview>(() => latest.current.getCompetenceReview()),
            gradeAnswers: fromPromise<unknown, { answers: CompetenceAnswers }>(({ input }) =>
              latest.current.updateCurrentUser({ changes: { answers: input.answers }, validateQuestions: true }),
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
