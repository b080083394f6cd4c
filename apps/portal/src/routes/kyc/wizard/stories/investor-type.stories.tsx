import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from '@keystone/demo/mocks';
import { DECLARATION_MESSAGES, DECLARATION_TEXTS, declarationExpiresAt } from '@keystone/flows/declarations';
import { expect, userEvent, within } from 'storybook/test';
import { onDesktop } from '../../../../testing/on-desktop.ts';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import type { User } from '@keystone/api';
import { filledIndividual, wizardState } from '../../testing/wizard-states.ts';
import { expectStage, pressNext, wizardScreen } from '../../testing/wizard-story.ts';
import { KycWizard } from '../kyc-wizard.tsx';
import { RISK_STATEMENT } from '../stages/kyc-choices.ts';
import { INVESTOR_TYPE_LEGEND } from '../stages/investor-type-stage.tsx';

/** Stages one to three saved; no category chosen and the risk statement never ticked. */
const noCategory: User = { ...filledIndividual, investorType: null, riskStatementAccepted: false };
const EVERYDAY = DECLARATION_TEXTS.EVERYDAY_INVESTOR;
const HIGH_NET_WORTH = DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR;

const meta = {
  title: 'KYC/Wizard/04 Investor certification',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user: noCategory, snapshot: wizardState('investorType', { user: noCategory }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(noCategory) },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: INVESTOR_TYPE_LEGEND }));
const riskBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: RISK_STATEMENT });

/** The five categories, each explained with seed 000 §9's thresholds, and the risk statement unticked. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Investor Certification');
    const group = categories(canvasElement);
    await expect(group.getAllByRole('radio')).toHaveLength(5);
    for (const radio of group.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'High net worth investor' })).toHaveAccessibleDescription(
      expect.stringMatching(/£100,000.*£250,000/),
    );
    await expect(group.getByRole('radio', { name: 'Certified sophisticated investor' })).toHaveAccessibleDescription(
      expect.stringContaining('36 months'),
    );
    await expect(group.getByRole('radio', { name: 'Everyday investor' })).toHaveAccessibleDescription(
      expect.stringMatching(/10% of my net investable assets.*12 months/),
    );
    await expect(group.getByRole('radio', { name: 'Self-certified sophisticated investor' })).toBeVisible();
    await expect(group.getByRole('radio', { name: 'Advised investor' })).toBeVisible();
    await expect(riskBox(canvasElement)).not.toBeChecked();
  },
};

export const Playground: Story = {};

/** Next without a category or the risk statement: both say so. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Investor Certification');
    await pressNext(canvasElement);
    const group = within(canvasElement).getByRole('radiogroup', { name: INVESTOR_TYPE_LEGEND });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please fill required field');
    await expect(riskBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expectStage(canvasElement, 'Investor Certification');

    // A category chosen but the box still unticked: still refused.
    await userEvent.click(categories(canvasElement).getByRole('radio', { name: 'Advised investor' }));
    await pressNext(canvasElement);
    await expect(riskBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expectStage(canvasElement, 'Investor Certification');
  },
};

/** Coming back to the stage, after a reload too: the saved category, and the box as saved when it was ticked. */
export const Filled: Story = {
  args: {
    user: filledIndividual,
    // Their high net worth declaration is signed and holds: no new signature.
    snapshot: wizardState('investorType', { user: filledIndividual, signedInvestorType: 'HIGH_NET_WORTH_INVESTOR' }),
  },
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Investor Certification');
    await expect(categories(canvasElement).getByRole('radio', { name: 'High net worth investor' })).toBeChecked();
    await expect(within(canvasElement).queryByRole('checkbox', { name: EVERYDAY.accept })).toBeNull();
    await expect(riskBox(canvasElement)).toBeChecked();
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Competence Review');
  },
};

/**
 * A signature belongs to the words shown (issue 32): a declaration ticked for one category is unticked once another
 * is chosen, and stays unticked on coming back; Next then asks for the tick beside the words on screen.
 */
export const TickStaysWithItsWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Investor Certification');
    await userEvent.click(categories(canvasElement).getByRole('radio', { name: 'High net worth investor' }));
    const highNetWorthBox = canvas.getByRole('checkbox', { name: HIGH_NET_WORTH.accept });
    await userEvent.click(highNetWorthBox);
    await expect(highNetWorthBox).toBeChecked();

    await userEvent.click(categories(canvasElement).getByRole('radio', { name: 'Everyday investor' }));
    await expect(canvas.getByRole('heading', { name: EVERYDAY.title })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: EVERYDAY.accept })).not.toBeChecked();

    await userEvent.click(categories(canvasElement).getByRole('radio', { name: 'High net worth investor' }));
    await expect(canvas.getByRole('heading', { name: HIGH_NET_WORTH.title })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: HIGH_NET_WORTH.accept })).not.toBeChecked();

    await userEvent.click(categories(canvasElement).getByRole('radio', { name: 'Everyday investor' }));
    await userEvent.type(canvas.getByLabelText(/Your net investable assets/), '40000');
    await userEvent.click(riskBox(canvasElement));
    await pressNext(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: EVERYDAY.accept })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(DECLARATION_MESSAGES.accept)).toBeVisible();
    await expectStage(canvasElement, 'Investor Certification');
  },
};

/**
 * Choosing a category shows its declaration in full with the figure it asks for (issue 24 §4); the figure, the
 * declaration's box and the risk statement ticked, Next saves the category and signs the declaration.
 */
const chooseAndSign: Story = {
  parameters: wizardScreen(noCategory, {
    signInvestorDeclaration: http.post('/user/declarations', async ({ request, response }) => {
      const body = await request.json();
      signedBodies.push(body);
      const signedAt = new Date();
      return response(201).json({
        investorType: body.investorType,
        current: true,
        declaration: {
          ...body,
          signedAt: signedAt.toISOString(),
          expiresAt: declarationExpiresAt(signedAt).toISOString(),
        },
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Investor Certification');
    await userEvent.click(canvas.getByText('Everyday investor'));
    for (const paragraph of EVERYDAY.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    await userEvent.click(riskBox(canvasElement));
    await pressNext(canvasElement);
    const assets = canvas.getByLabelText(/Your net investable assets/);
    await expect(assets).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: EVERYDAY.accept })).toHaveAttribute('aria-invalid', 'true');
    await expectStage(canvasElement, 'Investor Certification');

    await userEvent.type(assets, '40000');
    await userEvent.click(canvas.getByRole('checkbox', { name: EVERYDAY.accept }));
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Competence Review');
    await expect(signedBodies.at(-1)).toEqual({
      investorType: 'EVERYDAY_INVESTOR',
      textVersion: EVERYDAY.version,
      accepted: true,
      figures: { netInvestableAssetsPence: 4_000_000 },
    });
  },
};
const signedBodies: unknown[] = [];

export const ChooseAndSignOnDesktop: Story = onDesktop(chooseAndSign);

export const ChooseAndSignOnPhone: Story = onMobile(chooseAndSign);
