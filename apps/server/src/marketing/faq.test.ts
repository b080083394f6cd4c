import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

interface FaqBody {
  id: number;
  category: string;
  question: string;
  answer: string;
}

describe.each(testEngines)('FAQ records (/api/marketing/faq) on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let investor: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' })));
    investor = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
  });
  afterAll(() => t.close());

  const save = (payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/marketing/faq', headers, payload });
  const remove = (id: number, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/marketing/faq/${id}`, headers });
  const list = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/marketing/faq${query}`, headers });
  const created = async (payload: object) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(200);
    return response.json<FaqBody>();
  };

  it('lets an admin create a record, trimmed, and anyone read it without signing in', async () => {
    const faq = await created({
      category: 'INVESTOR_FAQ',
      question: '  Can I sell my investment early?  ',
      answer: 'No: your money stays in the project until the term ends.',
    });

    expect(faq).toEqual({
      id: expect.any(Number),
      category: 'INVESTOR_FAQ',
      question: 'Can I sell my investment early?',
      answer: 'No: your money stays in the project until the term ends.',
    });
    const visitor = await list('?searchTerm=sell%20my');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ faqs: [faq], count: 1 });
    const signedIn = await list('?searchTerm=SELL', investor);
    expect(signedIn.json()).toEqual({ faqs: [faq], count: 1 });
  });

  it('orders by the contract category order, pages, and counts every match', async () => {
    const general = await created({ category: 'GENERAL_FAQ', question: 'Paging probe general?', answer: 'x' });
    const starting = await created({ category: 'GETTING_STARTED', question: 'Paging probe start?', answer: 'y' });
    const payment = await created({ category: 'PAYMENT', question: 'Paging probe payment?', answer: 'z' });

    const all = (await list('?searchTerm=paging%20probe')).json<{ faqs: FaqBody[]; count: number }>();
    expect(all.faqs.map((faq) => faq.id)).toEqual([starting.id, payment.id, general.id]);
    expect(all.count).toBe(3);

    const second = (await list('?searchTerm=paging%20probe&limit=1&offset=1')).json();
    expect(second).toEqual({ faqs: [payment], count: 3 });
    const past = (await list('?searchTerm=paging%20probe&limit=2&offset=10')).json();
    expect(past).toEqual({ faqs: [], count: 3 });
  });

  it('looks for %, _ and \\ literally', async () => {
    await created({ category: 'PAYMENT', question: 'What is the 2% fee?', answer: 'A fee of 2%.' });

    expect((await list('?searchTerm=2%25%20fee')).json<{ count: number }>().count).toBe(1);
    expect((await list('?searchTerm=_')).json<{ count: number }>().count).toBe(0);
  });

  it('replaces a record by id, and refuses an unknown id with 403 code 10', async () => {
    const faq = await created({ category: 'ACCOUNT', question: 'How do I change my e-mail?', answer: 'Old.' });

    const replaced = await save({ ...faq, category: 'GENERAL_FAQ', answer: 'From your profile.' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ ...faq, category: 'GENERAL_FAQ', answer: 'From your profile.' });

    const unknown = await save({ ...faq, id: 2147483647 });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ errorCode: 10, message: 'Illegal access' });
  });

  it.each([
    ['a blank question', { question: '   ' }, 'question', 'Please fill required field'],
    ['a blank answer', { answer: ' \n ' }, 'answer', 'Please fill required field'],
  ])("refuses %s with the form's message: 400 code 2", async (_case, change, field, message) => {
    const response = await save({ category: 'PAYMENT', question: 'Q?', answer: 'A.', ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field, message }] });
  });

  it('refuses a question over 500 characters and an unknown category by the contract', async () => {
    expect((await save({ category: 'PAYMENT', question: 'q'.repeat(501), answer: 'A.' })).statusCode).toBe(400);
    expect((await save({ category: 'NEWS', question: 'Q?', answer: 'A.' })).statusCode).toBe(400);
  });

  it('deletes a record for an admin; a second delete, like any unknown id, is 403 code 10', async () => {
    const faq = await created({ category: 'SOLIA_FAQ', question: 'Delete probe?', answer: 'Soon gone.' });

    expect((await remove(faq.id)).statusCode).toBe(204);
    expect((await list('?searchTerm=delete%20probe')).json()).toEqual({ faqs: [], count: 0 });
    const again = await remove(faq.id);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ errorCode: 10 });
  });

  it('refuses investors (code 11) and visitors (code 6) the admin calls, changing nothing', async () => {
    const faq = await created({ category: 'GENERAL_FAQ', question: 'Role probe?', answer: 'Stays.' });

    for (const response of [
      await save({ category: 'PAYMENT', question: 'Mine?', answer: 'No.' }, investor),
      await save({ ...faq, answer: 'Changed.' }, investor),
      await remove(faq.id, investor),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    }
    for (const response of [await save({ ...faq, answer: 'Changed.' }, {}), await remove(faq.id, {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 6 });
    }
    expect((await list('?searchTerm=role%20probe')).json()).toEqual({ faqs: [faq], count: 1 });
    expect((await list('?searchTerm=Mine%3F')).json()).toEqual({ faqs: [], count: 0 });
  });
});
