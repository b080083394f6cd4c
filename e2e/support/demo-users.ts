import { demoPeople, type DemoPerson } from '@keystone/demo/fixtures';

const login = ({ user, password }: DemoPerson) => ({ email: user.email, password });

/** The sign-ins the server's seed creates: the tests read the same fixtures the seed writes. */
export const demo = {
  admin: login(demoPeople.admin),
  approvedInvestor: login(demoPeople.approvedInvestor),
  /** James, KYC not started: only his journey to a first pledge (james-journey) uses him, and it approves him. */
  newInvestor: login(demoPeople.kycNotStartedInvestor),
  inactiveInvestor: login(demoPeople.notActiveInvestor),
  /** Used only by the password-reset journey, which changes the password. */
  resettingInvestor: login(demoPeople.coInvestor),
};
