import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getLoanBook } from './service.ts';

/** GET /loan-book: public, no sign-in (a session sent along is ignored); the stored copy, never computed here. */
export function loanBookRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getLoanBook: async () => getLoanBook(app),
  };
}
