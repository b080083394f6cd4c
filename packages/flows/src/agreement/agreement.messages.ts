/** The words around an agreement shown before signing and in the agreement view (ours: the seed shows none). */
export const AGREEMENT_TEXTS = {
  /** The text view's name for screen readers. */
  textLabel: 'The agreement as text',
  /** The text's last line: once it is on screen, the whole agreement has been. */
  textEnd: 'End of the agreement.',
  openPdf: 'Open the agreement as a PDF',
  /** Under the text on a phone: the PDF is the same agreement, one tap away. */
  pdfNote: 'The PDF holds the same terms.',
  /** The desktop's frame may not scroll the page, so opening the PDF in its own tab also counts as reading it. */
  readInFrame: 'Scroll through the agreement above, or open it as a PDF, then confirm you have read it.',
  readConfirm: 'I have read the agreement',
  /** Why Sign waits (the pledge's eSignature step). */
  signUnread: 'You can sign once you have read the agreement: scroll it to the end, or open the PDF.',
  signUnreadConfirm: 'You can sign once you have confirmed that you have read the agreement.',
  signNoSignature: 'You can sign once you have drawn, typed or uploaded your signature.',
} as const;
