import type { InvestorDeclarationStatus } from '@keystone/api';
import { demoDeclarationOf } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { DECLARATION_MESSAGES, DECLARATION_SCREEN_TEXTS, DECLARATION_TEXTS } from '@keystone/flows/declarations';
import { formatDate } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../../../testing/on-desktop.ts';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { expectFieldMessage, expectStep, investor, pledgeScreen, project } from './pledge-stories.ts';

// Before a pledge (issue 24 §4): an investor whose declaration is over 12 months old signs it again, then the
// pledge flow opens. The investor is a high net worth investor.

const signedLongAgo = demoDeclarationOf(investor, new Date('2025-10-01T10:00:00.000Z'));
const expired: InvestorDeclarationStatus = {
  investorType: 'HIGH_NET_WORTH_INVESTOR',
  declaration: signedLongAgo,
  current: false,
};
const TEXT = DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR;

/** The server's declaration: expired until signed, as the mock signs it. */
const declarationDue = (status: InvestorDeclarationStatus = expired) =>
  pledgeScreen({
    getInvestorDeclaration: http.get('/user/declaration', ({ response }) => response(200).json(status)),
  });

const meta = {
  title: 'Portal/Projects/Pledge/00 Declaration before a pledge',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn() },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...declarationDue() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The expired declaration, in full, with when it was signed; signing it opens the pledge flow. */
const resign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: DECLARATION_SCREEN_TEXTS.resignHeading }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(DECLARATION_SCREEN_TEXTS.resignExpired(formatDate(signedLongAgo?.signedAt ?? ''))),
    ).toBeVisible();
    for (const paragraph of TEXT.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Your annual income/), '120000');
    await userEvent.click(canvas.getByRole('checkbox', { name: TEXT.accept }));
    await userEvent.click(canvas.getByRole('button', { name: DECLARATION_SCREEN_TEXTS.sign }));
    // The mock's own GET answers current once signed: the flow's first step.
    await expectStep(canvasElement, 'Source');
  },
};

export const ResignOnDesktop: Story = { ...onDesktop(resign), parameters: declarationDueThenSigned() };

export const ResignOnPhone: Story = { ...onMobile(resign), parameters: declarationDueThenSigned() };

/** Without a figure or the tick, flows' messages under the fields, and nothing is signed. */
export const ResignRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: DECLARATION_SCREEN_TEXTS.sign }, { timeout: 5000 }),
    );
    await expectFieldMessage(
      canvas.getByLabelText(/Your annual income/),
      DECLARATION_MESSAGES.highNetWorthFigureRequired,
    );
    await expectFieldMessage(canvas.getByRole('checkbox', { name: TEXT.accept }), DECLARATION_MESSAGES.accept);
  },
};

/** The server's refusal of a figure lands under its field. */
export const ResignRefusedByServer: Story = {
  parameters: {
    ...pledgeScreen({
      getInvestorDeclaration: http.get('/user/declaration', ({ response }) => response(200).json(expired)),
      signInvestorDeclaration: http.post('/user/declarations', () =>
        errorResponse(2, {
          fieldErrors: [{ field: 'figures.annualIncomePence', message: DECLARATION_MESSAGES.highNetWorthBelow }],
        }),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const income = await canvas.findByLabelText(/Your annual income/, undefined, { timeout: 5000 });
    await userEvent.type(income, '120000');
    await userEvent.click(canvas.getByRole('checkbox', { name: TEXT.accept }));
    await userEvent.click(canvas.getByRole('button', { name: DECLARATION_SCREEN_TEXTS.sign }));
    await waitFor(() => expectFieldMessage(income, DECLARATION_MESSAGES.highNetWorthBelow));
  },
};

/** GET answers expired until the mock's POST signs, then current: what the server does. */
function declarationDueThenSigned() {
  let signed = false;
  return pledgeScreen({
    getInvestorDeclaration: http.get('/user/declaration', ({ response }) =>
      response(200).json(
        signed ? { ...expired, current: true, declaration: demoDeclarationOf(investor, new Date()) } : expired,
      ),
    ),
    signInvestorDeclaration: http.post('/user/declarations', ({ response }) => {
      signed = true;
      return response(201).json({ ...expired, current: true, declaration: demoDeclarationOf(investor, new Date()) });
    }),
  });
}
