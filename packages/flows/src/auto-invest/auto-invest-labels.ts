import type { AutoInvestAllocationStatus, AutoInvestState, ProjectAllocationState } from '@keystone/api';
import type { StatusTone } from '../labels/tones.ts';

/** The rules' state as the investor reads it on their auto-invest page and the dashboard (issue 38 §3). */
export const AUTO_INVEST_STATE_LABELS: Readonly<Record<AutoInvestState, string>> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ENDED: 'Ended',
};

/** Its colour by meaning: active green, paused amber, ended grey (the badge's text says it too). */
export const AUTO_INVEST_STATE_TONES: Readonly<Record<AutoInvestState, StatusTone>> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  ENDED: 'neutral',
};

/** An allocation's status in the investor's history. */
export const AUTO_INVEST_ALLOCATION_STATUS_LABELS: Readonly<Record<AutoInvestAllocationStatus, string>> = {
  PLANNED: 'Planned',
  ALLOCATED: 'Invested',
  SKIPPED: 'Skipped',
};

/** Planned blue, invested green, skipped grey: a skip is told, not alarmed about. */
export const AUTO_INVEST_ALLOCATION_STATUS_TONES: Readonly<Record<AutoInvestAllocationStatus, StatusTone>> = {
  PLANNED: 'info',
  ALLOCATED: 'success',
  SKIPPED: 'neutral',
};

/** A project's allocation as the admin reads it on the project's page. */
export const PROJECT_ALLOCATION_STATE_LABELS: Readonly<Record<ProjectAllocationState, string>> = {
  WAITING: 'Waiting for the project to open',
  ALLOCATING: 'Allocating',
  FINISHED: 'Finished',
};

export const PROJECT_ALLOCATION_STATE_TONES: Readonly<Record<ProjectAllocationState, StatusTone>> = {
  WAITING: 'neutral',
  ALLOCATING: 'info',
  FINISHED: 'success',
};
