import type { PledgeEvent, PledgeSnapshot } from '@keystone/flows/pledge';

/** What every step gets from the flow's host: the machine's state, its events, and the heading naming the step. */
export interface StepProps {
  snapshot: PledgeSnapshot;
  send: (event: PledgeEvent) => void;
  labelledBy: string;
}
