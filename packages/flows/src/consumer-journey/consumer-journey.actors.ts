import type { ConsumerJourney, ConsumerJourneyEventRequest } from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls the journey makes. Each placeholder refuses loudly; the portal supplies the real call with
// `consumerJourneyMachine.provide({ actors: { … } })`, rejecting with the contract's error.

function notProvided(name: string): never {
  throw new Error(`Consumer journey machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `GET /consumer-journey`: the step the investor must see next. */
export const loadJourneyPlaceholder = fromPromise<ConsumerJourney, void>(async () => notProvided('loadJourney'));

/** `POST /consumer-journey/events`: logs what was shown or answered; resolves with the journey as it now stands. */
export const recordJourneyEventPlaceholder = fromPromise<ConsumerJourney, ConsumerJourneyEventRequest>(async () =>
  notProvided('recordEvent'),
);
