import type { AutoInvest, AutoInvestAuthorityStarted, AutoInvestRules, AutoInvestStateChange } from '@keystone/api';
import {
  autoInvestRulesMachine,
  type SendAutoInvestSmsInput,
  type SignAutoInvestAuthorityInput,
} from '@keystone/flows/auto-invest';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useAutoInvestCalls } from '../../api/auto-invest.ts';

/**
 * Flows' rules machine with its calls from the auto-invest data module (`api/auto-invest.ts`). Their failures are
 * the machine's to hold: a refusal is said where the investor acted; an unexpected failure has opened the generic
 * modal. The machine keeps what each change answered, so the outcome stays on screen while the page's reads refetch.
 */
export function useAutoInvestRulesActor({
  autoInvest,
  snapshot,
}: {
  autoInvest: AutoInvest;
  snapshot?: Snapshot<unknown> | undefined;
}) {
  const calls = useAutoInvestCalls();
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    autoInvestRulesMachine.provide({
      actors: {
        startAutoInvest: fromPromise<AutoInvestAuthorityStarted, AutoInvestRules>(({ input }) =>
          latest.current.startAutoInvest(input),
        ),
        sendAutoInvestSms: fromPromise<void, SendAutoInvestSmsInput>(({ input }) =>
          latest.current.sendAutoInvestSms(input),
        ),
        signAutoInvestAuthority: fromPromise<AutoInvest, SignAutoInvestAuthorityInput>(({ input }) =>
          latest.current.signAutoInvestAuthority(input),
        ),
        setAutoInvestState: fromPromise<AutoInvest, AutoInvestStateChange>(({ input }) =>
          latest.current.setAutoInvestState(input),
        ),
        updateAutoInvestRules: fromPromise<AutoInvest, AutoInvestRules>(({ input }) =>
          latest.current.updateAutoInvestRules(input),
        ),
      },
    }),
  );
  return useActorRef(logic, { input: { autoInvest }, ...(snapshot && { snapshot }) });
}
