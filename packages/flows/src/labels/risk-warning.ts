/**
 * The risk warning the FCA prescribes, word for word, for a promotion of a restricted mass market investment (COBS
 * 4.12A): shown at the top of every page that shows an offer and of every public page. Its last sentence is the
 * link to the risk summary. Never reword it: the FCA criticised firms that did.
 */
export const RISK_WARNING = {
  /** The two sentences before the link. */
  lead:
    "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you " +
    'are unlikely to be protected if something goes wrong.',
  /** The link's words: it opens the risk summary. */
  link: 'Take 2 mins to learn more',
  /** Which wording was shown, as the journey log records it. Change it with any change of the words above. */
  version: 'fca-rmmi-warning-2023-02',
  /** The name of the box that holds it, for screen readers. */
  label: 'Risk warning',
} as const;

/** The warning as one text, the link's words ending it with a full stop, as the FCA writes it. */
export function riskWarningText(): string {
  return `${RISK_WARNING.lead} ${RISK_WARNING.link}.`;
}
