/** The sell button's words, apart: the schedule page shows the button and loads the dialog's words with the dialog. */
export const SELL_TRIGGER_TEXTS = {
  sell: 'Sell',
} as const;
