export * from './accrued-interest.ts';
export * from './dashboard-filter.ts';
export * from './dashboard-sections.ts';
export * from './money-in-platform.ts';
export * from './dashboard-labels.ts';
export * from './admin-statistics.ts';
export * from './dashboard-empty.ts';
