// Apart from the summary's words: the footer, the routes and the banner need only these, on every page, and a
// bundler keeps a module whole, so the words would otherwise load with the first page.

/** Where the risk summary is published for anyone, signed in or not. */
export const RISK_SUMMARY_PATH = '/risk-summary';

/** The summary's name, in the footer, the tab and over the summary. */
export const RISK_SUMMARY_TITLE = 'Risk summary';
