/** The admin's 'Auto-invest share' card on a project's page (issue 38 §2); states are flows' labels. */
export const PROJECT_AUTO_INVEST_TEXTS = {
  title: 'Auto-invest share',
  intro:
    'When the project opens for pledges, this share of each term’s target is kept first for auto-investors whose rules match, then what they do not take opens to everyone.',
  formTitle: 'Auto-invest share setting',
  share: 'Share kept for auto-investors, percent',
  shareHint: (maxSharePercent: number) =>
    `A whole percent from 0 to ${maxSharePercent}, the platform’s maximum. It can change until the project opens.`,
  pool: 'Kept for auto-investors at this share',
  save: 'Save share',
  saved: (sharePercent: number) =>
    `Saved. ${sharePercent}% of each term’s target will be kept for auto-investors when the project opens.`,
  figures: {
    share: 'Share',
    pool: 'Kept when it opened',
    reserved: 'Still kept',
    allocated: 'Invested for auto-investors',
    planned: 'Investors still to be invested',
    allocatedInvestors: 'Investors invested',
    skipped: 'Investors skipped',
    started: 'Started on',
    finished: 'Finished on',
  },
  percent: (percent: number) => `${percent}%`,
  allocatingHint: 'Each auto-investor is invested in turn; this card is read again every few seconds until it ends.',
  noShare: 'No share was kept for auto-investors: the whole project opened to everyone.',
} as const;
