import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { FINISHED_TEXTS } from './finished/kyc-finished.tsx';
import { KYC_PAGE_HEADING, KycPage } from './kyc-page.tsx';
import { kycServer } from './testing/kyc-server.ts';
import { filledIndividual } from './testing/wizard-states.ts';
import { choose, expectStage, pressNext, wizardScreen } from './testing/wizard-story.ts';
import { WIZARD_TEXTS } from './wizard/kyc-wizard.tsx';
import { RISK_STATEMENT } from './wizard/stages/kyc-choices.ts';
import { openMainNav } from '../../testing/main-nav.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { expectStepOpened, scrollToFoot } from '../../testing/step-opened.ts';

const newcomer = demoUsers.kycNotStartedInvestor;
const submitted: User = { ...newcomer, kycProcedureFinished: true };
const approved: User = { ...submitted, kycStatus: 'APPROVED' };
const newcomerServer = kycServer(newcomer);
/** Stages one to three saved; the investor left before choosing a category and ticking the risk statement. */
const resumed: User = { ...filledIndividual, investorType: null, riskStatementAccepted: false };
let profileLoads = 0;
const inApp = (user: User, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ app: true, route: '/platform/kyc', user }, overrides);

const meta = {
  title: 'KYC/Page',
  component: KycPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...wizardScreen(newcomer) },
} satisfies Meta<typeof KycPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageHeading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: KYC_PAGE_HEADING, level: 1 });
const status = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('kyc-status');

/** A draft not yet submitted: the wizard, in the portal's frame, with the navigation greyed out. */
export const Wizard: Story = {
  parameters: inApp(newcomer),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement)).toBeVisible();
    await expectStage(canvasElement, 'Personal details');
    await expect((await openMainNav(canvasElement)).getByText('Home')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Back after a reload, or on another device: the wizard opens on the first stage not complete as saved. */
export const ResumesWhereTheInvestorLeft: Story = {
  parameters: inApp(resumed),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement)).toBeVisible();
    await expectStage(canvasElement, 'Investor Certification');
    await expect(within(canvasElement).getByRole('checkbox', { name: RISK_STATEMENT })).not.toBeChecked();
  },
};

/** The profile still loading. */
export const Loading: Story = {
  parameters: wizardScreen(newcomer, {
    getCurrentUser: http.get('/user', async () => {
      await delay('infinite');
      return new Response();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('loading...');
  },
};

/** Submitted and still DRAFT: the finished screen, polling. */
export const Submitted: Story = {
  parameters: wizardScreen(submitted),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'KYC steps' })).toBeNull();
  },
};

export const UnderReview: Story = {
  parameters: inApp(userStates.kycInProgress),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Accepted and under review');
  },
};

/** Approved investors are sent from /platform/kyc to their dashboard. */
export const ApprovedGoesToDashboard: Story = {
  parameters: inApp(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Investor dashboard' })).toBeVisible();
  },
};

/** A poll finds the approval: 'Activated' is seen on the page, and only Back takes the investor to the dashboard. */
export const ApprovalSeenBeforeDashboard: Story = {
  beforeEach: () => {
    profileLoads = 0;
  },
  parameters: inApp(submitted, {
    // The session's load answers the draft; the finished screen's first poll, 5 s later, the approval.
    getCurrentUser: http.get('/user', ({ response }) =>
      response(200).json((profileLoads += 1) === 1 ? submitted : approved),
    ),
  }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await waitFor(() => expect(within(canvasElement).getByTestId('kyc-status')).toHaveTextContent('Activated'));
    await expect(await pageHeading(canvasElement)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: FINISHED_TEXTS.back }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Investor dashboard' })).toBeVisible();
  },
};

/** Rejected: the reasons, then back restarts and the wizard shows again at its first stage. */
export const RejectedRestarts: Story = {
  parameters: inApp(userStates.kycRejected),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    await expect(within(canvasElement).getByText(/The passport photo is blurred\./)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: FINISHED_TEXTS.back }));
    await expectStage(canvasElement, 'Personal details');
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(await pageHeading(canvasElement)).toBeVisible();
  },
};

/**
 * The real transitions from stage 0 to the finished screen against the MSW mocks, as an individual. Next is pressed
 * at the stage's foot, and each stage opens at its top, below the sticky risk warning, its heading focused (issue
 * 32); the first, opening with the page, leaves the focus where it is.
 */
export const FromFirstStageToFinished: Story = {
  beforeEach: () => {
    newcomerServer.reset();
  },
  parameters: inApp(newcomer, newcomerServer.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = async (label: string, value: string) =>
      userEvent.type(canvas.getByLabelText(label, { exact: false }), value);
    const next = async () => {
      scrollToFoot();
      await pressNext(canvasElement);
    };
    // The portal's frame and the page load first: slow on a loaded machine.
    const first = await canvas.findByRole('heading', { name: 'Personal details', level: 2 }, { timeout: 20_000 });
    await expect(first).not.toHaveFocus();
    await choose(canvasElement, 'Person type', 'Individual');
    await choose(canvasElement, 'Title', 'Mr');
    await type('First name', 'Noah');
    await type('Last name', 'Newcomer');
    await type('Date of birth', '1990-06-15');
    await type('Mobile number', '7700900123');
    await type('Address line 1', '1 High Street');
    await type('City', 'Bath');
    await type('Postcode', 'BA1 1AA');
    await next();

    await expectStepOpened(canvasElement, 'Proof of Identity', 2);
    await choose(canvasElement, 'Document type', 'Passport');
    const upload = async (label: string, name: string) => {
      const group = canvas.getByRole('group', { name: label });
      const input = group.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) throw new Error(`no file input for ${label}`);
      await userEvent.upload(input, new File([new Uint8Array(1024)], name, { type: 'image/png' }));
      await within(group).findByText('successfully uploaded');
    };
    await upload('Front of the document', 'passport.png');
    await upload('Proof of address', 'bill.png');
    await next();

    await expectStepOpened(canvasElement, 'Bank details', 2);
    await type('Sort code', '401276');
    await type('Account number', '41234567');
    await next();

    await expectStepOpened(canvasElement, 'Investor Certification', 2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Everyday investor' }));
    // The everyday declaration, signed with the figure it asks for (issue 24 §4).
    await type('Your net investable assets', '40000');
    await userEvent.click(canvas.getByRole('checkbox', { name: DECLARATION_TEXTS.EVERYDAY_INVESTOR.accept }));
    await userEvent.click(canvas.getByRole('checkbox', { name: RISK_STATEMENT }));
    await next();

    await expectStepOpened(canvasElement, 'Competence Review', 2);
    for (const group of await canvas.findAllByRole('radiogroup'))
      await userEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await next();

    await expectStepOpened(canvasElement, 'Review info', 2);
    await expect(canvas.getByRole('region', { name: 'Personal details' })).toHaveTextContent('Noah');
    await pressNext(canvasElement, WIZARD_TEXTS.submit);

    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(await pageHeading(canvasElement)).toBeVisible();
  },
};

export const FromFirstStageToFinishedOnPhone: Story = onMobile(FromFirstStageToFinished);
