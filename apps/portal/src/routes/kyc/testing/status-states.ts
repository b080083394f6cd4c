import type { User } from '@keystone/api';
import { kycStatusContext, kycStatusMachine, type KycStatusContext } from '@keystone/flows/kyc';

type StatusValue = Parameters<typeof kycStatusMachine.resolveState>[0]['value'];

/** A finished-screen state as a story arg (persisted: args must be plain data). */
export function statusState(value: StatusValue, user: User, context: Partial<KycStatusContext> = {}) {
  return kycStatusMachine.getPersistedSnapshot(
    kycStatusMachine.resolveState({ value, context: { ...kycStatusContext({ user }), ...context } }),
  );
}
