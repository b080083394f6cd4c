import type { PledgeContext } from './pledge.context.ts';
import { PLEDGE_STEP_LABELS, pledgeProgressText, type PledgeStepId } from './pledge.labels.ts';
import { pledgeMachine } from './pledge.machine.ts';
import type { PledgeSnapshot } from './pledge.selectors.ts';

// Where the investor is in the flow: the header's steps and 'Step 4 of 9', from the machine's states and the choices
// made. A count that changed as the investor chose ('Step 1 of 8', then 'Step 2 of 7') told them nothing they could
// trust, so a step that hangs on a choice joins the header once that choice is made, and the total is shown only
// when no choice still to be made can change it.

/** The steps in the order the machine passes them: its top-level states but `left` (the flow closed). */
export const PLEDGE_STEP_ORDER: readonly PledgeStepId[] = Object.keys(pledgeMachine.root.states).filter(
  (id): id is PledgeStepId => id in PLEDGE_STEP_LABELS,
);

interface ChosenStep {
  /** The step whose choice decides it: the choice holds once the investor has gone past that step. */
  decidedAt: PledgeStepId;
  inHeader: (context: PledgeContext) => boolean;
}

/** The steps a choice puts in the header or leaves out. */
const CHOSEN_STEPS: Partial<Record<PledgeStepId, ChosenStep>> = {
  // The machine passes the statement only for a long-term pledge.
  statement: { decidedAt: 'term', inHeader: (context) => context.term === 'LONG' },
  // Seed 001 §2: no label for the payment from the e-wallet, which is made as the step opens; nor from the ISA.
  payment: { decidedAt: 'source', inHeader: (context) => context.source === 'BANK_TRANSFER' },
};

export interface PledgeStepView {
  id: PledgeStepId;
  label: string;
  status: 'done' | 'current' | 'upcoming';
}

export interface PledgeProgress {
  /** The header's steps in order: those the choices made so far put in it. */
  steps: PledgeStepView[];
  /** The current step's number, from 1; on the e-wallet's payment, which has no step of its own, the next step's. */
  number: number;
  /** How many steps there are, once no choice still to be made can change it. */
  total: number | undefined;
  /** 'Step 4 of 9', or 'Step 2' while the total is not known. */
  text: string;
}

/** The step on screen: the top-level state (`left` shows nothing: the host has navigated away). */
export function selectStep(snapshot: PledgeSnapshot): PledgeStepId | 'left' {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PledgeStepId | 'left';
}

export function selectProgress(snapshot: PledgeSnapshot): PledgeProgress {
  const step = selectStep(snapshot);
  const position = step === 'left' ? -1 : PLEDGE_STEP_ORDER.indexOf(step);
  const isDecided = ({ decidedAt }: ChosenStep) => PLEDGE_STEP_ORDER.indexOf(decidedAt) < position;
  const inHeader = PLEDGE_STEP_ORDER.filter((id) => {
    const chosen = CHOSEN_STEPS[id];
    return chosen === undefined || (isDecided(chosen) && chosen.inHeader(snapshot.context));
  });
  const steps = inHeader.map((id): PledgeStepView => {
    const index = PLEDGE_STEP_ORDER.indexOf(id);
    return {
      id,
      label: PLEDGE_STEP_LABELS[id],
      status: index < position ? 'done' : index === position ? 'current' : 'upcoming',
    };
  });
  const number = steps.filter((view) => view.status === 'done').length + 1;
  const total = Object.values(CHOSEN_STEPS).every(isDecided) ? steps.length : undefined;
  return { steps, number, total, text: pledgeProgressText(number, total) };
}
