import type { CompetenceReview, ServedCompetenceQuestion } from '@keystone/api';
import { rightOption } from '@keystone/flows/competence-key';
import type { TestApp } from '../testing/test-app.ts';

/** The review as `GET /api/user/competence-review` answers it (serving the attempt's questions when one opens). */
export async function competenceReview(t: TestApp, headers: Record<string, string>): Promise<CompetenceReview> {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/competence-review', headers });
  if (response.statusCode !== 200) throw new Error(`GET competence-review: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The right option of each served question. */
export function rightAnswersTo(questions: ReadonlyArray<ServedCompetenceQuestion>): Record<string, string> {
  return Object.fromEntries(questions.map((question) => [question.topic, rightOption(question.questionId) ?? '']));
}

/** The right answers but for `wrongTopics`, each given another of its served options. */
export function wrongAnswersTo(
  questions: ReadonlyArray<ServedCompetenceQuestion>,
  wrongTopics: ReadonlyArray<string> = ['q1'],
): Record<string, string> {
  return Object.fromEntries(
    questions.map((question) => {
      const right = rightOption(question.questionId) ?? '';
      const wrong = question.options.find((option) => option.id !== right)?.id ?? '';
      return [question.topic, wrongTopics.includes(question.topic) ? wrong : right];
    }),
  );
}
