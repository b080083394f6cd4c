import { FAQ_PAGE_SIZE } from '@keystone/flows/rules';
import { demoFaqs } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { INVALID_ONE_TIME_TOKEN } from './mock-values.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

export const marketingHandlers = {
  getMarketingPreferences: http.get('/marketing', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(200).json({ newsSubscription: true });
  }),

  updateMarketingPreferences: http.post('/marketing', async ({ request, response }) => {
    const { newsSubscription, token } = await request.json();
    if (!signedInUser(request) && !token) return errorResponse(6);
    if (token !== undefined && newsSubscription) return errorResponse(2);
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json({ newsSubscription });
  }),

  sendContactRequest: http.post('/marketing/contact-us', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(204).empty();
  }),

  // Public, as the contract says: the Help page is read by visitors too.
  listFaq: http.get('/marketing/faq', ({ request, response }) => {
    const { page, count } = listPage(demoFaqs, request, {
      defaultLimit: FAQ_PAGE_SIZE,
      searchIn: (faq) => [faq.question, faq.answer],
    });
    return response(200).json({ faqs: page, count });
  }),

  saveFaq: http.post('/marketing/faq', async ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const { id, ...faq } = await request.json();
    if (id !== undefined && !demoFaqs.some((known) => known.id === id)) return errorResponse(10);
    return response(200).json({ id: id ?? demoFaqs.length + 1, ...faq });
  }),

  deleteFaq: http.delete('/marketing/faq/{id}', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    return demoFaqs.some((known) => known.id === Number(params.id)) ? response(204).empty() : errorResponse(10);
  }),
};
