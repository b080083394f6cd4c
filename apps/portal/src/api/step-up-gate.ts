import { createContext, useContext } from 'react';

/** Opens the step-up dialog; resolves true once the person confirmed, false if they cancelled. */
export type StepUpOpener = () => Promise<boolean>;

/**
 * Between the API client's step-up middleware, made with the client, and the dialog, mounted once in the app: the
 * middleware asks the gate, the dialog's host answers it. Calls answered 58 at the same moment share one dialog.
 * With no dialog mounted, the answer is 'cancelled' and the caller gets the refusal as before.
 */
export interface StepUpGate {
  ask(): Promise<boolean>;
  /** The host's opener; returns the detach. */
  attach(opener: StepUpOpener): () => void;
}

export function createStepUpGate(): StepUpGate {
  let opener: StepUpOpener | null = null;
  let pending: Promise<boolean> | null = null;
  return {
    ask() {
      if (!opener) return Promise.resolve(false);
      pending ??= opener().finally(() => {
        pending = null;
      });
      return pending;
    },
    attach(next) {
      opener = next;
      return () => {
        if (opener === next) opener = null;
      };
    },
  };
}

export const StepUpGateContext = createContext<StepUpGate | null>(null);

/** The app's gate, or null outside the app's providers (then calls answered 58 are refused as before). */
export function useStepUpGate(): StepUpGate | null {
  return useContext(StepUpGateContext);
}
