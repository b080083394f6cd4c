import { projectAllocationStates, type ProjectAllocationState, type ProjectAutoInvest } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  mayChangeAutoInvestShare,
  projectAllocationMachine,
  projectAllocationSnapshot,
  projectAllocationStateOf,
  type ProjectAllocationEvent,
} from './project-allocation.machine.ts';
import { autoInvestPoolPence } from './auto-invest-pool.ts';

const answer = (state: ProjectAllocationState, figures: Partial<ProjectAutoInvest> = {}): ProjectAutoInvest => ({
  projectId: 7,
  sharePercent: 20,
  maxSharePercent: 50,
  state,
  reservedPence: 0,
  allocatedPence: 0,
  investorsPlanned: 0,
  investorsAllocated: 0,
  investorsSkipped: 0,
  startedAt: state === 'WAITING' ? null : '2026-11-01T12:00:00.000Z',
  finishedAt: state === 'FINISHED' ? '2026-11-01T12:05:00.000Z' : null,
  ...figures,
});

const EVENTS: ProjectAllocationEvent[] = [
  { type: 'SHARE_SET', answer: answer('WAITING', { sharePercent: 30 }) },
  { type: 'ANSWERED', answer: answer('WAITING') },
  { type: 'ANSWERED', answer: answer('ALLOCATING', { reservedPence: 500_000, investorsPlanned: 3 }) },
  { type: 'ANSWERED', answer: answer('FINISHED', { allocatedPence: 500_000, investorsAllocated: 3 }) },
];

describe('projectAllocationMachine', () => {
  it('has one state per contract state, in camelCase, the last final', () => {
    expect(projectAllocationStates.map(projectAllocationStateOf)).toEqual(['waiting', 'allocating', 'finished']);
    expect(Object.keys(projectAllocationMachine.root.states)).toEqual(['waiting', 'allocating', 'finished']);
    expect(projectAllocationSnapshot(answer('FINISHED')).status).toBe('done');
  });

  it('moves with what the server answers: waiting, the share set, allocating with newer figures, finished', () => {
    const actor = createActor(projectAllocationMachine, { input: { answer: answer('WAITING') } }).start();

    actor.send({ type: 'SHARE_SET', answer: answer('WAITING', { sharePercent: 35 }) });
    expect(actor.getSnapshot().context.answer.sharePercent).toBe(35);
    actor.send({ type: 'ANSWERED', answer: answer('ALLOCATING', { investorsPlanned: 4 }) });
    actor.send({ type: 'ANSWERED', answer: answer('ALLOCATING', { investorsPlanned: 1, investorsAllocated: 3 }) });
    expect(actor.getSnapshot().value).toBe('allocating');
    expect(actor.getSnapshot().context.answer.investorsAllocated).toBe(3);
    actor.send({ type: 'ANSWERED', answer: answer('FINISHED', { investorsAllocated: 4 }) });

    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.answer.investorsAllocated).toBe(4);
  });

  it('finishes at once for a project opened with a share of 0', () => {
    const actor = createActor(projectAllocationMachine, { input: { answer: answer('WAITING') } }).start();
    actor.send({ type: 'ANSWERED', answer: answer('FINISHED', { sharePercent: 0 }) });
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('never goes back: a late answer of an earlier state, or a share once opened, is ignored', () => {
    const actor = createActor(projectAllocationMachine, {
      snapshot: projectAllocationSnapshot(answer('ALLOCATING')),
      input: { answer: answer('ALLOCATING') },
    }).start();
    const before = actor.getSnapshot();

    actor.send({ type: 'ANSWERED', answer: answer('WAITING') });
    actor.send({ type: 'SHARE_SET', answer: answer('WAITING') });

    expect(actor.getSnapshot()).toBe(before);
  });

  it('lets the share change only while waiting', () => {
    expect(projectAllocationStates.filter((state) => mayChangeAutoInvestShare(answer(state)))).toEqual(['WAITING']);
  });

  it('reaches every state by the shortest paths', () => {
    const paths = getShortestPaths(projectAllocationMachine, {
      input: { answer: answer('WAITING') },
      events: EVENTS,
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
    });

    expect([...new Set(paths.map((path) => path.state.value))].sort()).toEqual(['allocating', 'finished', 'waiting']);
  });
});

describe('autoInvestPoolPence', () => {
  it('keeps the share of each term in whole pounds, rounded down', () => {
    expect(autoInvestPoolPence({ shortFundingTargetPence: 12_345_678, longFundingTargetPence: null }, 10)).toEqual({
      shortPence: 1_234_500,
      longPence: 0,
      totalPence: 1_234_500,
    });
    expect(autoInvestPoolPence({ shortFundingTargetPence: 100_000, longFundingTargetPence: 50_000 }, 50)).toEqual({
      shortPence: 50_000,
      longPence: 25_000,
      totalPence: 75_000,
    });
  });
});
