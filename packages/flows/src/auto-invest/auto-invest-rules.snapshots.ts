import type { AutoInvest, AutoInvestAuthority, AutoInvestRules, AutoInvestState } from '@keystone/api';
import { SIGNATURE_PLACEHOLDER } from '../pledge/pledge.snapshots.ts';
import { autoInvestAuthorityReference } from './auto-invest.constants.ts';
import { autoInvestRulesContext, type AutoInvestRulesContext } from './auto-invest-rules.context.ts';
import { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';
import type { AutoInvestRulesSnapshot } from './auto-invest-rules.selectors.ts';

// How a story (or a test) shows the rules at any state without clicking from the start: a snapshot resolved from a
// state value and a context, given to the screen, whose actor starts from it. A snapshot resolved so runs no entry
// action and starts no call: a state that waits for a call stays busy, which is how a story shows it.

/** Every state a screen can rest in, in the order an investor passes them. */
export const AUTO_INVEST_RULES_STATE_VALUES = [
  'none',
  'starting',
  'reading',
  'signing',
  'sendingCode',
  'submitting',
  'active',
  'paused',
  'settingState',
  'changing.editing',
  'changing.saving',
  'ended',
] as const;

export type AutoInvestRulesStateValue = (typeof AUTO_INVEST_RULES_STATE_VALUES)[number];

/** Example rules: £500 a project, £10,000 kept invested, at least 7%, up to 24 months, both terms, debt, e-wallet. */
export const EXAMPLE_AUTO_INVEST_RULES: AutoInvestRules = {
  amountPerProjectPence: 50_000,
  totalInvestedPence: 1_000_000,
  minRatePercent: 7,
  maxTermMonths: 24,
  terms: ['SHORT', 'LONG'],
  investStrategy: 'DEBT',
  source: 'E_WALLET',
};

/** An authority in `state` holding `rules`, signed on 1 November 2026. */
export function exampleAuthority(
  state: AutoInvestState,
  rules: AutoInvestRules = EXAMPLE_AUTO_INVEST_RULES,
  id = 7,
): AutoInvestAuthority {
  return {
    id,
    reference: autoInvestAuthorityReference(id),
    state,
    rules,
    signedAt: '2026-11-01T10:00:00.000Z',
    rulesChangedAt: null,
    endedAt: state === 'ENDED' ? '2026-11-20T10:00:00.000Z' : null,
  };
}

/** What `getAutoInvest` answers for an authority in `state` (or none), with £250 waiting when active. */
export function exampleAutoInvest(state: AutoInvestState | null): AutoInvest {
  return {
    authority: state === null ? null : exampleAuthority(state),
    moneyWaitingPence: state === 'ACTIVE' ? 25_000 : 0,
  };
}

const STATE_OF: Record<AutoInvestRulesStateValue, AutoInvestState | null> = {
  none: null,
  starting: null,
  reading: null,
  signing: null,
  sendingCode: null,
  submitting: null,
  active: 'ACTIVE',
  paused: 'PAUSED',
  settingState: 'ACTIVE',
  'changing.editing': 'ACTIVE',
  'changing.saving': 'ACTIVE',
  ended: 'ENDED',
};

const DRAFT_TEXT = [
  'Standing authority for auto-invest KSA-000008',
  'You let Keystone invest for you in projects that match these rules, until you pause or end them.',
  'Amount per project: £500. Total to keep invested: £10,000.',
].join('\n');

/**
 * A context that could have reached `value`: the rules sent from `starting` on, the draft authority from `reading`
 * on, read and signed (drawn) from `sendingCode` on, the code typed at `submitting`, the authority in the state
 * each later step holds. `overrides` set anything else (an error, a code refusal, an outcome), as a story needs.
 */
export function autoInvestRulesContextAt(
  value: AutoInvestRulesStateValue,
  overrides: Partial<AutoInvestRulesContext> = {},
): AutoInvestRulesContext {
  const signingSteps: readonly AutoInvestRulesStateValue[] = ['reading', 'signing', 'sendingCode', 'submitting'];
  const signed = value === 'sendingCode' || value === 'submitting';
  return {
    ...autoInvestRulesContext({ autoInvest: exampleAutoInvest(STATE_OF[value]) }),
    ...((value === 'starting' || signingSteps.includes(value) || value === 'changing.saving') && {
      rules: EXAMPLE_AUTO_INVEST_RULES,
    }),
    ...(signingSteps.includes(value) && {
      started: {
        authorityId: 8,
        reference: autoInvestAuthorityReference(8),
        expiresAt: '2030-01-01T00:00:00.000Z',
        agreement: '',
        agreementText: DRAFT_TEXT,
      },
    }),
    ...(value === 'signing' && { agreementRead: true }),
    ...(signed && { agreementRead: true, signatures: { DRAW: SIGNATURE_PLACEHOLDER }, codeSent: true }),
    ...(value === 'submitting' && { smsCode: '123456' }),
    ...(value === 'settingState' && { requestedState: 'PAUSED' as const }),
    ...(value === 'ended' && { outcome: 'ended' as const }),
    ...overrides,
  };
}

/** The state value `snapshot.matches` takes for a path (`changing.editing` → `{ changing: 'editing' }`). */
function stateValueOf(value: AutoInvestRulesStateValue): string | Record<string, string> {
  const [parent = '', child] = value.split('.');
  return child === undefined ? parent : { [parent]: child };
}

/** The rules at `value`, resolved from {@link autoInvestRulesContextAt}: read it with the selectors or start an actor from it. */
export function autoInvestRulesSnapshotAt(
  value: AutoInvestRulesStateValue,
  overrides: Partial<AutoInvestRulesContext> = {},
): AutoInvestRulesSnapshot {
  return autoInvestRulesMachine.resolveState({
    value: stateValueOf(value),
    context: autoInvestRulesContextAt(value, overrides),
  });
}
