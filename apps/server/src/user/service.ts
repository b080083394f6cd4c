import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import { findKycDocumentKeys, findUserById } from './queries.ts';
import { toUserView, type UserView } from './user-view.ts';

/** A user's profile as the contract's User; code 13 if there is no such user. */
export async function getUserProfile(db: Db, userId: number): Promise<UserView> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError(13);
  const [documents, balancePence] = await Promise.all([findKycDocumentKeys(db, userId), walletBalancePence(db, userId)]);
  return toUserView(row, documents, balancePence);
}
