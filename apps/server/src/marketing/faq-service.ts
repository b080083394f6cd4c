import { validateFaqAnswer, validateFaqQuestion } from '@keystone/flows/rules';
import type { Faq, FaqInput, FaqPage } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { countFaqs, deleteFaqRow, findFaqPage, insertFaq, updateFaq } from './queries.ts';

/** `GET /marketing/faq`: public (the Help page is read by visitors too), in the contract's category order. */
export async function listFaq(
  app: AppContext,
  query: { limit?: number; offset?: number; searchTerm?: string },
): Promise<FaqPage> {
  const { db } = app;
  const page = { limit: query.limit ?? 20, offset: query.offset ?? 0, searchTerm: query.searchTerm };
  const rows = await findFaqPage(db, page);
  // Past the last match the window count has no row to ride on: count on its own then.
  const count = rows[0] === undefined ? await countFaqs(db, page.searchTerm) : Number(rows[0].total);
  return { faqs: rows.map(({ id, category, question, answer }) => ({ id, category, question, answer })), count };
}

/** `POST /marketing/faq` (admin): creates without `id`, replaces with one; an unknown id is code 10 (contract info). */
export async function saveFaq(app: AppContext, input: FaqInput): Promise<Faq> {
  const { db } = app;
  const values = { category: input.category, question: input.question.trim(), answer: input.answer.trim() };
  assertFieldsValid(values, { question: validateFaqQuestion, answer: validateFaqAnswer });
  if (input.id === undefined) return insertFaq(db, values);
  const saved = await updateFaq(db, input.id, values);
  if (!saved) throw new AppError(10);
  return saved;
}

/** `DELETE /marketing/faq/{id}` (admin); an unknown id is code 10 (contract info). */
export async function deleteFaq(app: AppContext, id: number): Promise<void> {
  const { db } = app;
  if (!(await deleteFaqRow(db, id))) throw new AppError(10);
}
