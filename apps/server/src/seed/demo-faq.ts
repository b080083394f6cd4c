import { demoFaqs } from '@keystone/demo/fixtures';
import { listFaq, saveFaq } from '../marketing/faq-service.ts';
import type { DemoContext } from './demo-context.ts';

/**
 * The demo Help page's records, saved as the admin saves them, only into an empty FAQ: once an admin has edited it,
 * running the seed again must not bring deleted answers back.
 */
export async function ensureDemoFaqs(demo: DemoContext): Promise<number> {
  if ((await listFaq(demo, { limit: 1 })).count > 0) return 0;
  for (const { category, question, answer } of demoFaqs) await saveFaq(demo, { category, question, answer });
  return demoFaqs.length;
}
