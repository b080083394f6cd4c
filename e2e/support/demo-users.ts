import {
  demoAdmin,
  demoApprovedInvestor,
  demoCoInvestorOliver,
  demoInactiveInvestor,
  demoNewInvestor,
  type DemoUser,
} from '../../apps/server/src/seed/demo-users.ts';

const login = ({ user, password }: DemoUser) => ({ email: user.email, password });

/** The sign-ins the server's seed creates: the tests use the same source the seed does. */
export const demo = {
  admin: login(demoAdmin),
  approvedInvestor: login(demoApprovedInvestor),
  newInvestor: login(demoNewInvestor),
  inactiveInvestor: login(demoInactiveInvestor),
  /** Used only by the password-reset journey, which changes the password. */
  resettingInvestor: login(demoCoInvestorOliver),
};
