import type { InvestorDeclarationFigures, InvestorType } from '@keystone/api';
import type { Db } from '../db/database.ts';

/**
 * What the declaration rules read of one investor, in one statement: the category saved on their profile, their
 * latest declaration (the current one, if any), and what they invested since `since` (finished pledges and resale purchases at the price paid, not failed; a part
 * sold later still counts: selling gives no limit back).
 */
export async function findDeclarationFacts(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('investor_declarations')
          .select(['investor_type', 'figures', 'text_version', 'signed_at', 'expires_at'])
          .whereRef('investor_declarations.user_id', '=', 'users.id')
          .orderBy('signed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .where('users.id', '=', userId)
    .select((eb) => [
      'users.investor_type as saved_investor_type',
      'latest.investor_type',
      'latest.figures',
      'latest.text_version',
      'latest.signed_at',
      'latest.expires_at',
      eb
        .selectFrom('investments')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string | number>('invested_pence'), inner.lit(0)).as('sum'))
        .whereRef('investments.user_id', '=', 'users.id')
        .where('investments.status', '!=', 'FAILED')
        .where('investments.created_at', '>=', since)
        .as('pledged_pence'),
    ])
    .executeTakeFirst();
}

/** Holds the investor's row until the transaction ends, so a category change and a signature do not cross. */
export function lockDeclarantOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'investor_type'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export interface DeclarationRow {
  userId: number;
  investorType: InvestorType;
  figures: InvestorDeclarationFigures;
  textVersion: string;
  signedAt: Date;
  expiresAt: Date;
}

export function insertDeclaration(db: Db, declaration: DeclarationRow) {
  return db
    .insertInto('investor_declarations')
    .values({
      user_id: declaration.userId,
      investor_type: declaration.investorType,
      figures: JSON.stringify(declaration.figures),
      text_version: declaration.textVersion,
      signed_at: declaration.signedAt,
      expires_at: declaration.expiresAt,
    })
    .execute();
}
