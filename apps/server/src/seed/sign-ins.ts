import { demoPeople } from '@keystone/demo/fixtures';

/** The demo accounts, one line each: who, e-mail and password. */
export function signInLines(): string[] {
  return [
    'Sign in with:',
    ...Object.values(demoPeople).map(
      (person) => `  ${person.label.padEnd(40)} ${person.user.email.padEnd(34)} ${person.password}`,
    ),
    'Existing accounts keep whatever password they have now.',
    `The admin's second step: add the secret ${demoPeople.admin.totpSecret ?? ''} to an authenticator app, or run`,
    "'pnpm demo:admin-code' for the code it shows now.",
  ];
}
