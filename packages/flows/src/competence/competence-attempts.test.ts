import { describe, expect, it } from 'vitest';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import {
  COMPETENCE_TOPICS,
  formatAttemptOpensAt,
  nextAttemptOpensAt,
  serveQuestions,
  type Random,
} from './competence-attempts.ts';
import { bankQuestion } from './question-bank.ts';

/** A repeatable sequence of random numbers (a linear congruential generator). */
function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('serving an attempt', () => {
  it('serves one question per topic, in topic order, as the bank words it', () => {
    const served = serveQuestions([], seeded(1));
    expect(served.map((question) => question.topic)).toEqual([...COMPETENCE_QUESTION_IDS]);
    for (const question of served) {
      const inBank = bankQuestion(question.questionId);
      expect(inBank?.topic).toBe(question.topic);
      expect(question.text).toBe(inBank?.text);
      expect([...question.options].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...(inBank?.options ?? [])].sort((a, b) => a.id.localeCompare(b.id)),
      );
    }
  });

  it.each([1, 2, 3, 42, 1000])('never serves a question from the last attempt again (seed %i)', (seed) => {
    const random = seeded(seed);
    let last = serveQuestions([], random);
    for (let attempt = 0; attempt < 5; attempt++) {
      const next = serveQuestions([last.map((question) => question.questionId)], random);
      for (const [index, question] of next.entries()) expect(question.questionId).not.toBe(last[index]?.questionId);
      last = next;
    }
  });

  // Issue 32: attempt three served four of attempt one's questions.
  it.each([1, 2, 3, 42, 1000])('serves no question twice while the bank allows (seed %i)', (seed) => {
    const random = seeded(seed);
    const earlier: string[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const ids = serveQuestions(earlier, random).map((question) => question.questionId);
      for (const id of ids) expect(earlier.flat()).not.toContain(id);
      earlier.push(ids);
    }
    expect(new Set(earlier.flat()).size).toBe(30);
  });

  it('once the bank has run out, serves the question served fewest times, then the one served longest ago', () => {
    const random = seeded(9);
    const earlier: string[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      earlier.push(serveQuestions(earlier, random).map((question) => question.questionId));
    }
    // Each served once: the first attempt's come back, in turn.
    for (let attempt = 0; attempt < 6; attempt++) {
      const ids = serveQuestions(earlier, random).map((question) => question.questionId);
      expect(ids).toEqual(earlier[attempt]);
      earlier.push(ids);
    }
    // Fewest times first: q1-2 was served once, the others of q1 twice.
    const uneven = [['q1-1'], ['q1-3'], ['q1-2'], ['q1-1'], ['q1-3']];
    expect(serveQuestions(uneven, random)[0]?.questionId).toBe('q1-2');
    // Never the last attempt's, even when it was served fewest times.
    expect(serveQuestions([['q1-1'], ['q1-2'], ['q1-1'], ['q1-2'], ['q1-3']], random)[0]?.questionId).toBe('q1-1');
  });

  it.each([1, 7, 99])('shows the options in an order other than the bank’s (seed %i)', (seed) => {
    for (const question of serveQuestions([], seeded(seed))) {
      const bankOrder = bankQuestion(question.questionId)?.options.map((option) => option.id);
      expect(question.options.map((option) => option.id)).not.toEqual(bankOrder);
    }
  });

  it('changes the order even when the shuffle keeps it (a random that always answers 0.999)', () => {
    for (const question of serveQuestions([], () => 0.999)) {
      const bankOrder = bankQuestion(question.questionId)?.options.map((option) => option.id);
      expect(question.options.map((option) => option.id)).not.toEqual(bankOrder);
    }
  });

  it('uses every question of a topic over time', () => {
    const random = seeded(5);
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 30; attempt++) {
      for (const question of serveQuestions([], random)) seen.add(question.questionId);
    }
    expect(seen.size).toBe(30);
  });

  it('names a topic to read for each of the ten', () => {
    for (const topic of COMPETENCE_QUESTION_IDS) expect(COMPETENCE_TOPICS[topic].trim()).not.toBe('');
  });
});

describe('the wait after a failed attempt', () => {
  it('opens the next attempt 24 hours after the failure', () => {
    expect(nextAttemptOpensAt(new Date('2026-12-01T14:32:10Z')).toISOString()).toBe('2026-12-02T14:32:10.000Z');
  });

  it('says when in UK time: GMT in winter, BST in summer', () => {
    expect(formatAttemptOpensAt('2026-12-02T14:32:00Z')).toBe('14:32 on Wednesday 2 December');
    expect(formatAttemptOpensAt('2026-06-03T08:05:00Z')).toBe('09:05 on Wednesday 3 June');
  });
});
