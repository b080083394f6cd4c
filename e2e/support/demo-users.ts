import { demoPeople, type DemoPerson } from '@keystone/demo/fixtures';

const login = ({ user, password }: DemoPerson) => ({ email: user.email, password });

/** The sign-in of someone the seed gives an authenticator app (an admin must have a second factor: issue 36). */
function withAuthenticator(person: DemoPerson) {
  if (person.totpSecret === undefined) throw new Error(`${person.label} has no authenticator app in the fixtures`);
  return { ...login(person), totpSecret: person.totpSecret };
}

/** The sign-ins the server's seed creates: the tests read the same fixtures the seed writes. */
export const demo = {
  admin: withAuthenticator(demoPeople.admin),
  approvedInvestor: login(demoPeople.approvedInvestor),
  /** James, KYC not started: only his journey to a first pledge (james-journey) uses him, and it approves him. */
  newInvestor: login(demoPeople.kycNotStartedInvestor),
  inactiveInvestor: login(demoPeople.notActiveInvestor),
  /** Used only by the password-reset journey, which changes the password. */
  resettingInvestor: login(demoPeople.coInvestor),
};
