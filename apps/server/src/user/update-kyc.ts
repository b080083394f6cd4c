import { COMPANY_FIELDS, kycFormFromUser, validateKycStage, type KycForm } from '@keystone/flows/kyc';
import {
  calendarDateIn,
  normalizeUkPostcode,
  toE164Uk,
  validateCompetenceAnswers,
  validateFullName,
  type CompetenceAnswers,
} from '@keystone/flows/rules';
import { MAX_COMPETENCE_ATTEMPTS } from '@keystone/flows/constants';
import type { Db } from '../db/database.ts';
import type { Updateable } from 'kysely';
import type { Users } from '../db/schema.generated.ts';
import { AppError, type FieldError } from '../errors/app-error.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import { competenceAnswersCorrect } from '../kyc/grade-competence.ts';
import { assertKycEditable } from './kyc-editable.ts';
import { KYC_COLUMNS, KYC_DOCUMENT_FIELDS, type KycColumnField, type KycDocumentField, type KycInformation } from './kyc-fields.ts';
import { getUserProfile } from './service.ts';
import type { UserView } from './user-view.ts';

const notForIndividuals = 'Only a company (PROFESSIONAL) has this field';

/** What was sent, trimmed, without empty values (seed 000 §7: empty values are omitted). */
function sentValues(body: KycInformation): Map<keyof KycInformation, string> {
  const values = new Map<keyof KycInformation, string>();
  for (const [field, value] of Object.entries(body) as [keyof KycInformation, unknown][]) {
    if (typeof value !== 'string') continue;
    // Optional fields may be sent empty; fields that need a value are checked by the flows rules below.
    if (value === '' && (field === 'address2' || field === 'companyAddress2')) continue;
    values.set(field, value.trim());
  }
  return values;
}

/** Each sent field checked by the wizard's own rules (packages/flows), on the profile as it would be after saving. */
function fieldErrors(current: UserView, sent: Map<keyof KycInformation, string>, today: string): FieldError[] {
  const form: KycForm = { ...kycFormFromUser(current) };
  for (const [field, value] of sent) {
    if (field in form) (form as unknown as Record<string, string>)[field] = value;
  }
  const stageErrors = validateKycStage('reviewAnswers', form, { today, competenceReviewPassed: true }).filter(
    (error) => sent.has(error.field as keyof KycInformation),
  );
  const errors: FieldError[] = [...stageErrors];
  const fullName = sent.get('fullName');
  if (fullName !== undefined) {
    const message = validateFullName(fullName);
    if (message !== undefined) errors.push({ field: 'fullName', message });
  }
  if (form.personType !== 'PROFESSIONAL') {
    for (const field of COMPANY_FIELDS) {
      if (sent.has(field)) errors.push({ field, message: notForIndividuals });
    }
  }
  const seen = new Set<string>();
  return errors.filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
}

function columnValue(field: KycColumnField, value: string): string {
  if (field === 'phoneNumber') return toE164Uk(value) ?? value;
  if (field === 'postcode' || field === 'companyPostcode') return normalizeUkPostcode(value);
  return value;
}

/** The caller's own uploads the sent file URLs name; code 9 for any other URL. */
async function ownDocuments(db: Db, userId: number, sent: Map<keyof KycInformation, string>) {
  const documents: { field: KycDocumentField; fileId: number }[] = [];
  for (const field of Object.keys(KYC_DOCUMENT_FIELDS) as KycDocumentField[]) {
    const url = sent.get(field);
    if (url === undefined) continue;
    const key = storageKeyFromFileUrl(url);
    const file =
      key === undefined
        ? undefined
        : await db
            .selectFrom('uploaded_files')
            .select('id')
            .where('storage_key', '=', key)
            .where('owner_id', '=', userId)
            .executeTakeFirst();
    if (!file) throw new AppError(9, { fieldErrors: [{ field, message: 'Illegal file url' }] });
    documents.push({ field, fileId: file.id });
  }
  return documents;
}

type CompetenceOutcome = 'passed' | 'wrong' | 'exhausted' | 'unchanged';

export interface UpdateKycInput {
  userId: number;
  body: KycInformation;
  validateQuestions: boolean;
  now?: Date;
}

/**
 * `PUT /user`: saves the sent KYC fields and, with `validateQuestions`, grades the competence answers. A wrong
 * grading is committed with its attempt (and the fields saved with it) before code 38 or 39 is answered.
 */
export async function updateKycInformation(db: Db, { userId, body, validateQuestions, now = new Date() }: UpdateKycInput): Promise<UserView> {
  const outcome = await db.transaction().execute(async (trx): Promise<CompetenceOutcome> => {
    const locked = await trx
      .selectFrom('users')
      .select(['kyc_status', 'kyc_submitted_at', 'used_answer_attempts', 'competence_passed_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError(13);
    assertKycEditable(locked);

    const sent = sentValues(body);
    const errors = fieldErrors(await getUserProfile(trx, userId), sent, calendarDateIn(now));
    if (errors.length > 0) throw new AppError(2, { fieldErrors: errors });
    const documents = await ownDocuments(trx, userId, sent);

    const changes: Updateable<Users> = {};
    for (const field of Object.keys(KYC_COLUMNS) as KycColumnField[]) {
      const value = sent.get(field);
      if (value !== undefined) (changes as Record<string, string>)[KYC_COLUMNS[field]] = columnValue(field, value);
    }

    let outcome: CompetenceOutcome = 'unchanged';
    if (validateQuestions && locked.competence_passed_at === null) {
      if (locked.used_answer_attempts >= MAX_COMPETENCE_ATTEMPTS) throw new AppError(39);
      const answers: CompetenceAnswers = body.answers ?? {};
      const missing = validateCompetenceAnswers(answers);
      if (missing !== undefined) throw new AppError(2, { fieldErrors: [{ field: 'answers', message: missing }] });
      changes.competence_answers = { ...answers } as Record<string, string>;
      if (competenceAnswersCorrect(answers)) {
        changes.competence_passed_at = now;
        outcome = 'passed';
      } else {
        changes.used_answer_attempts = locked.used_answer_attempts + 1;
        outcome = changes.used_answer_attempts >= MAX_COMPETENCE_ATTEMPTS ? 'exhausted' : 'wrong';
      }
    }

    if (Object.keys(changes).length > 0) await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
    for (const { field, fileId } of documents) {
      await trx
        .insertInto('user_kyc_documents')
        .values({ user_id: userId, kind: KYC_DOCUMENT_FIELDS[field], file_id: fileId })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ file_id: fileId, created_at: now }))
        .execute();
    }
    return outcome;
  });
  if (outcome === 'wrong') throw new AppError(38);
  if (outcome === 'exhausted') throw new AppError(39);
  return getUserProfile(db, userId);
}
