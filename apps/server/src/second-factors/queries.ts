import type { SecondFactorMethod } from '@keystone/api';
import type { Db } from '../db/database.ts';

/** The second factors a user has turned on: an authenticator with a confirmed secret, and any passkey. */
export async function findSecondFactorMethods(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('secret', 'is not', null),
        )
        .as('totp'),
      eb.exists(eb.selectFrom('user_passkeys').select('id').where('user_id', '=', userId)).as('passkey'),
    ])
    .executeTakeFirstOrThrow();
  const methods: SecondFactorMethod[] = [];
  if (row.totp) methods.push('TOTP');
  if (row.passkey) methods.push('PASSKEY');
  return methods;
}
