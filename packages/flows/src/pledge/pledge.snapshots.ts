import type { PledgeInput } from './pledge.context.ts';
import { pledgeContext, pledgeStrategies, type PledgeContext } from './pledge.context.ts';
import { pledgeMachine } from './pledge.machine.ts';
import type { PledgeSnapshot } from './pledge.selectors.ts';

// How a story (or a test) shows the flow at any state without clicking from the start: a snapshot resolved from a
// state value and a context, given to the screen, which starts its actor from it
// (`createActor(machine, { input, snapshot: pledgeSnapshotAt('conditions', input) })`). A snapshot resolved so runs no
// entry action and starts no call: a state that waits for a call (requestingAgreement, sendingCode, finishing)
// stays busy, which is how a story shows it.

/** Every state the flow rests in, in the order a pledge passes them. */
export const PLEDGE_STATE_VALUES = [
  'source',
  'strategy',
  'term',
  'amount',
  'statement',
  'conditions',
  { eSignature: 'requestingAgreement' },
  { eSignature: 'agreementFailed' },
  { eSignature: 'signing' },
  { eSignature: 'sendingCode' },
  { eSignature: 'enteringCode' },
  { payment: 'finishing' },
  { payment: 'failed' },
  { payment: 'awaitingTransfer' },
  'success',
  'left',
] as const;

export type PledgeStateValue = (typeof PLEDGE_STATE_VALUES)[number];

const ORDER = ['source', 'strategy', 'term', 'amount', 'statement', 'conditions', 'eSignature', 'payment', 'success'];

function stepOf(value: PledgeStateValue): string {
  return typeof value === 'string' ? value : Object.keys(value)[0]!;
}

/**
 * A context that could have reached `value`: each step before it satisfied with the first choice offered (a short-
 * term pledge of the minimum, long term at the statement step), the agreement requested from the signature step on,
 * the agreement read and a drawn signature from Sign on (at signing it is not read yet), and a code from the payment on; paid from the e-wallet but at awaitingTransfer. `overrides` set anything else (source, term, the agreement
 * PDF, the finish answer, an error), as a story needs; awaitingTransfer and success show the finish answer, so a
 * story gives it (`finish`).
 */
export function pledgeContextAt(
  value: PledgeStateValue,
  input: PledgeInput,
  overrides: Partial<PledgeContext> = {},
): PledgeContext {
  const reached = (step: string) => value !== 'left' && ORDER.indexOf(stepOf(value)) > ORDER.indexOf(step);
  const pledgesLong = value === 'statement' || overrides.term === 'LONG';
  const { limits } = input;
  const context: PledgeContext = {
    ...pledgeContext(input),
    source: value === 'source' ? undefined : onlyByTransfer(value) ? 'BANK_TRANSFER' : 'E_WALLET',
    investStrategy: reached('strategy') ? pledgeStrategies(input.project)[0] : undefined,
    term: reached('term') ? (pledgesLong ? 'LONG' : 'SHORT') : undefined,
    shortOption: reached('amount') ? 'MINIMUM' : undefined,
    longOption: reached('amount') && pledgesLong ? 'MINIMUM' : undefined,
    shortAmountPence: reached('amount') ? limits.shortMinimumPence : undefined,
    longAmountPence: reached('amount') ? (pledgesLong ? (limits.longMinimumPence ?? undefined) : 0) : undefined,
    statement: reached('statement') && pledgesLong,
    conditions: reached('conditions'),
  };
  const coded = reached('eSignature');
  const signed = coded || isSignatureStage(value, ['sendingCode', 'enteringCode']);
  const pledged = signed || isSignatureStage(value, ['signing']);
  return {
    ...context,
    ...(pledged && { pledgeId: 1, agreement: '', expiresAt: new Date(Date.UTC(2030, 0, 1)).toISOString() }),
    ...(signed && { agreementRead: true, signatures: { DRAW: SIGNATURE_PLACEHOLDER } }),
    ...(coded && { smsCode: '123456' }),
    ...overrides,
  };
}

/** Only a bank transfer waits for the investor to confirm the transfer. */
function onlyByTransfer(value: PledgeStateValue): boolean {
  return typeof value === 'object' && 'payment' in value && value.payment === 'awaitingTransfer';
}

function isSignatureStage(value: PledgeStateValue, stages: string[]): boolean {
  return typeof value === 'object' && 'eSignature' in value && stages.includes(value.eSignature);
}

/** A 1 × 1 transparent PNG: a signature image for states past signing, until a story gives its own. */
export const SIGNATURE_PLACEHOLDER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The flow at `value`, resolved from {@link pledgeContextAt}: read it with the selectors or start an actor from it. */
export function pledgeSnapshotAt(
  value: PledgeStateValue,
  input: PledgeInput,
  overrides: Partial<PledgeContext> = {},
): PledgeSnapshot {
  return pledgeMachine.resolveState({ value, context: pledgeContextAt(value, input, overrides) });
}
