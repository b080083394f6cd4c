/** The investor's auto-invest page (its rules, their state and the history), linked from the dashboard's card. */
export const AUTO_INVEST_PATH = '/platform/auto-invest';
