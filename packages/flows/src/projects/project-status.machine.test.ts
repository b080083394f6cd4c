import { projectStatuses, type ProjectStatus } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  nextProjectStatus,
  projectStatusMachine,
  projectStatusSnapshot,
  type ProjectStatusEvent,
} from './project-status.machine.ts';
import {
  allowedStatusChanges,
  isAdminStatusChangeAllowed,
  canExportInvestors,
  isProjectDeletable,
  statusSelectOptions,
  SYSTEM_STATUS_EVENTS,
} from './project-status.transitions.ts';

const ADMIN_EVENTS: ProjectStatusEvent[] = projectStatuses.map((status) => ({ type: 'CHANGE_STATUS', status }));
const SYSTEM_EVENTS: ProjectStatusEvent[] = SYSTEM_STATUS_EVENTS.map((type) => ({ type }));
const ALL_EVENTS = [...ADMIN_EVENTS, ...SYSTEM_EVENTS];

const pathsFor = (allowLongTerm: boolean) =>
  getShortestPaths(projectStatusMachine, {
    input: { allowLongTerm },
    events: ALL_EVENTS,
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

describe('allowedStatusChanges (seed 001 §4, word for word)', () => {
  it('lists the admin-permitted changes of each status', () => {
    expect(Object.fromEntries(projectStatuses.map((status) => [status, allowedStatusChanges(status)]))).toEqual({
      DRAFT: ['COMING_SOON', 'DRAFT', 'ARCHIVED'],
      COMING_SOON: ['ARCHIVED', 'AVAILABLE_TO_PLEDGE'],
      AVAILABLE_TO_PLEDGE: ['CANCELLED_NOT_PAID_OUT'],
      FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: ['FULLY_FUNDED_DEVELOPMENT_BEGAN', 'CANCELLED_NOT_PAID_OUT'],
      FULLY_FUNDED_DEVELOPMENT_BEGAN: ['CANCELLED_NOT_PAID_OUT'],
      FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: [],
      COMPLETE_SHORT_TERM: ['FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', 'CANCELLED_NOT_PAID_OUT'],
      FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: [],
      COMPLETE: ['ARCHIVED'],
      CANCELLED_NOT_PAID_OUT: [],
      CANCELLED_PAID_OUT: ['ARCHIVED'],
      ARCHIVED: [],
    });
  });

  it('lets a save keep the status, and refuses any other change', () => {
    expect(isAdminStatusChangeAllowed('COMPLETE', 'COMPLETE')).toBe(true);
    expect(isAdminStatusChangeAllowed('COMING_SOON', 'AVAILABLE_TO_PLEDGE')).toBe(true);
    expect(isAdminStatusChangeAllowed('COMING_SOON', 'DRAFT')).toBe(false);
    expect(isAdminStatusChangeAllowed('AVAILABLE_TO_PLEDGE', 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN')).toBe(false);
  });

  it('offers the current status first in the select, once', () => {
    expect(statusSelectOptions('DRAFT')).toEqual(['DRAFT', 'COMING_SOON', 'ARCHIVED']);
    expect(statusSelectOptions('ARCHIVED')).toEqual(['ARCHIVED']);
  });

  it('deletes only DRAFT and COMING_SOON projects', () => {
    expect(projectStatuses.filter(isProjectDeletable)).toEqual(['DRAFT', 'COMING_SOON']);
  });

  it('exports investors for every status but DRAFT and COMING_SOON', () => {
    expect(projectStatuses.filter((status) => !canExportInvestors(status))).toEqual(['DRAFT', 'COMING_SOON']);
  });
});

describe('projectStatusMachine', () => {
  it('starts a new project as DRAFT', () => {
    const actor = createActor(projectStatusMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('DRAFT');
    actor.stop();
  });

  it('reaches every status, with and without a long term between them', () => {
    const reached = new Set([...pathsFor(true), ...pathsFor(false)].map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual([...projectStatuses].sort());
  });

  it('ends the short-term payout in COMPLETE_SHORT_TERM with a long term, in COMPLETE without one', () => {
    const paidOut = (allowLongTerm: boolean) =>
      nextProjectStatus(
        'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
        { type: 'SYSTEM_SHORT_TERM_PAID_OUT' },
        { allowLongTerm },
      );
    expect(paidOut(true)).toBe('COMPLETE_SHORT_TERM');
    expect(paidOut(false)).toBe('COMPLETE');
  });

  it('walks a whole life on a running actor', () => {
    const actor = createActor(projectStatusMachine, { input: { allowLongTerm: true } }).start();
    const steps: Array<[ProjectStatusEvent, ProjectStatus]> = [
      [{ type: 'CHANGE_STATUS', status: 'COMING_SOON' }, 'COMING_SOON'],
      [{ type: 'CHANGE_STATUS', status: 'AVAILABLE_TO_PLEDGE' }, 'AVAILABLE_TO_PLEDGE'],
      [{ type: 'SYSTEM_SHORT_TARGET_REACHED' }, 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'],
      [{ type: 'CHANGE_STATUS', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' }, 'FULLY_FUNDED_DEVELOPMENT_BEGAN'],
      [{ type: 'SYSTEM_SHORT_TERM_PAYOUTS_STARTED' }, 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT'],
      [{ type: 'SYSTEM_SHORT_TERM_PAID_OUT' }, 'COMPLETE_SHORT_TERM'],
      [
        { type: 'CHANGE_STATUS', status: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG' },
        'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
      ],
      [{ type: 'SYSTEM_LONG_TERM_PAID_OUT' }, 'COMPLETE'],
      [{ type: 'CHANGE_STATUS', status: 'ARCHIVED' }, 'ARCHIVED'],
    ];
    for (const [event, status] of steps) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(status);
    }
    actor.stop();
  });

  // Every status × every event: the machine moves exactly where the tables say, and otherwise not at all.
  describe.each(projectStatuses)('from %s', (from) => {
    it.each(ALL_EVENTS.map((event) => [JSON.stringify(event), event] as const))('%s', (_, event) => {
      for (const allowLongTerm of [true, false]) {
        const before = projectStatusSnapshot(from, { allowLongTerm });
        const actor = createActor(projectStatusMachine, { snapshot: before, input: {} }).start();
        actor.send(event);
        const after = actor.getSnapshot();
        actor.stop();

        const next = nextProjectStatus(from, event, { allowLongTerm });
        if (event.type === 'CHANGE_STATUS') {
          expect(next !== undefined).toBe(allowedStatusChanges(from).includes(event.status));
        }
        if (next === undefined) {
          expect(after.value).toBe(from);
          expect(after.context).toEqual(before.context);
          expect(before.can(event)).toBe(false);
        } else {
          expect(after.value).toBe(next);
          if (event.type === 'CHANGE_STATUS') expect(next).toBe(event.status);
        }
      }
    });
  });
});
