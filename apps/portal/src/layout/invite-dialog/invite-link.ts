// Apart from the dialog, so the top bar shows the button without loading the dialog and its form.
export const GENERATE_REGISTRATION_LINK = 'Generate registration link';
