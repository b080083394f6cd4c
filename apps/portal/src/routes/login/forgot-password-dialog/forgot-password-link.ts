// Apart from the dialog, so the login page can show the link while the dialog loads on the first click.
export const FORGOT_PASSWORD_LINK = 'Forgot password? Click here';
