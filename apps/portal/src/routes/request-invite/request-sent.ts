/** The confirmation after a visitor asked for an invitation, word for word from seed 000 §2 (typo included). */
export const REQUEST_SENT = {
  title: 'Thank you!',
  text: 'You request has been sent.',
} as const;
