import {
  cutContactMessage,
  validateContactEmail,
  validateContactFullName,
  validateContactMessage,
} from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Schemas } from '../contract/operation-types.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { contactRequestEmail } from './contact-email.ts';
import { insertContactRequest } from './queries.ts';

type ContactRequest = Schemas['ContactRequest'];

/** Optional text fields: blank counts as not given. */
function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Seed 000 §5 contact form: the portal's own rules and messages, a longer message cut rather than refused; stored
 * for admins, and e-mailed to support in the same transaction.
 */
export async function sendContactRequest(
  app: AppContext,
  sender: AuthenticatedUser,
  request: ContactRequest,
): Promise<void> {
  const { db, config, mailOutbox } = app;
  const email = request.email.trim();
  assertFieldsValid(
    { fullName: request.fullName, email, message: request.message },
    { fullName: validateContactFullName, email: validateContactEmail, message: validateContactMessage },
  );
  const stored = {
    user_id: sender.id,
    full_name: request.fullName.trim(),
    email,
    message: cutContactMessage(request.message),
    interest: request.interest ?? null,
    company_name: optional(request.companyName),
    phone_number: optional(request.phoneNumber),
    project_name: optional(request.projectName),
  };
  await db.transaction().execute(async (trx) => {
    const { id } = await insertContactRequest(trx, stored);
    await queueMail(
      trx,
      contactRequestEmail(config.supportEmail, {
        id,
        userId: sender.id,
        fullName: stored.full_name,
        email,
        message: stored.message,
        interest: stored.interest,
        companyName: stored.company_name,
        phoneNumber: stored.phone_number,
        projectName: stored.project_name,
      }),
    );
  });
  mailOutbox.wake();
}
