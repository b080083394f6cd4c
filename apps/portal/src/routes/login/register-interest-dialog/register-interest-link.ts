// Apart from the dialog, so the login page can show the link while the dialog loads on the first click.
export const REGISTER_INTEREST_LINK = 'Not a member? Click here to register interest';
