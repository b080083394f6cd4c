import type {
  AutoInvest,
  AutoInvestAuthority,
  AutoInvestAuthorityStarted,
  AutoInvestRules,
  ESignatureType,
} from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { authorityOf, currentSignature, type AutoInvestOutcome } from './auto-invest-rules.context.ts';
import type { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';

export type AutoInvestRulesSnapshot = SnapshotFrom<typeof autoInvestRulesMachine>;

/** The machine's state as one path (`changing.editing`), as the screen and the stories name it. */
export function selectRulesStep(snapshot: AutoInvestRulesSnapshot): string {
  const value = snapshot.value;
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value)[0] ?? ['', ''];
  return `${parent}.${String(child)}`;
}

/** A call is under way: buttons and fields wait. */
export function selectRulesIsBusy(snapshot: AutoInvestRulesSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The investor's auto-invest as the server last answered it. */
export function selectAutoInvest(snapshot: AutoInvestRulesSnapshot): AutoInvest {
  return snapshot.context.autoInvest;
}

/** The current authority (ACTIVE or PAUSED), or the last one ended, or null. */
export function selectAuthority(snapshot: AutoInvestRulesSnapshot): AutoInvestAuthority | null {
  return authorityOf(snapshot.context);
}

/** What the rules form starts from: the rules being sent, else the authority's own, else nothing (the defaults). */
export function selectFormRules(snapshot: AutoInvestRulesSnapshot): AutoInvestRules | undefined {
  return snapshot.context.rules ?? authorityOf(snapshot.context)?.rules;
}

/** The draft authority `startAutoInvest` answered (its reference, PDF and text). */
export function selectDraftAuthority(snapshot: AutoInvestRulesSnapshot): AutoInvestAuthorityStarted | undefined {
  return snapshot.context.started;
}

export function selectRulesHasReadAgreement(snapshot: AutoInvestRulesSnapshot): boolean {
  return snapshot.context.agreementRead;
}

export function selectRulesSignatureTab(snapshot: AutoInvestRulesSnapshot): ESignatureType {
  return snapshot.context.eSignatureType;
}

export function selectRulesSignatures(snapshot: AutoInvestRulesSnapshot): Partial<Record<ESignatureType, string>> {
  return snapshot.context.signatures;
}

/** Sign is enabled once the current tab has an image. */
export function selectRulesCanSign(snapshot: AutoInvestRulesSnapshot): boolean {
  return snapshot.matches('signing') && currentSignature(snapshot.context) !== undefined;
}

export function selectRulesIsCodeDialogOpen(snapshot: AutoInvestRulesSnapshot): boolean {
  return snapshot.hasTag('codeDialog') || (snapshot.matches('signing') && snapshot.context.codeSent);
}

/** Why the code was refused (wrong, expired, too many tries), shown in the code dialog. */
export function selectRulesSmsCodeError(snapshot: AutoInvestRulesSnapshot): string | undefined {
  return snapshot.context.smsCodeError;
}

/** What the server (or the network) said when a call failed: the screen words it with `refusal(...)`. */
export function selectRulesError(snapshot: AutoInvestRulesSnapshot): unknown {
  return snapshot.context.error;
}

/** What the last change did (signed, paused, resumed, changed, ended), kept on screen. */
export function selectRulesOutcome(snapshot: AutoInvestRulesSnapshot): AutoInvestOutcome | undefined {
  return snapshot.context.outcome;
}
