import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import type { User } from '@keystone/api';
import { filledCompany, filledIndividual, wizardState } from '../../testing/wizard-states.ts';
import { choose, expectFieldMessage, expectStage, pressNext, wizardScreen } from '../../testing/wizard-story.ts';
import { KycWizard } from '../kyc-wizard.tsx';

const REQUIRED = 'Please fill required field';
const noBank = { sortCode: null, accountNumber: null };
const individualWithoutBank: User = { ...filledIndividual, ...noBank };
const companyWithoutBank: User = {
  ...filledCompany,
  ...noBank,
  companyName: null,
  companyNumber: null,
  legalEntity: null,
  companyAddress1: null,
  companyAddress2: null,
  companyCity: null,
  companyPostcode: null,
};
const COMPANY_REQUIRED = [
  'Company name',
  'Company number',
  'Legal entity',
  'Company address line 1',
  'Company city',
  'Company postcode',
];

const meta = {
  title: 'KYC/Wizard/03 Bank details',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user: individualWithoutBank, snapshot: wizardState('bankDetails', { user: individualWithoutBank }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(individualWithoutBank) },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const companyArgs = { user: companyWithoutBank, snapshot: wizardState('bankDetails', { user: companyWithoutBank }) };

/** An individual gives only the account payouts go to. */
export const Individual: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Bank details');
    await expect(canvas.getByLabelText('Sort code', { exact: false })).toHaveValue('');
    await expect(canvas.getByLabelText('Account number', { exact: false })).toHaveValue('');
    await expect(canvas.queryByRole('group', { name: 'Company' })).toBeNull();
    await expect(canvas.queryByLabelText('Company name', { exact: false })).toBeNull();
  },
};

export const Playground: Story = {};

/** A company (PROFESSIONAL) also gives the company's details. */
export const Company: Story = {
  args: companyArgs,
  parameters: wizardScreen(companyWithoutBank),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Bank details');
    const company = within(canvas.getByRole('group', { name: 'Company' }));
    for (const label of [...COMPANY_REQUIRED, 'Company address line 2']) {
      await expect(company.getByLabelText(label, { exact: false })).toBeVisible();
    }
  },
};

export const IndividualValidation: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Bank details');
    await pressNext(canvasElement);
    await expectFieldMessage(canvasElement, 'Sort code', REQUIRED);
    await expectFieldMessage(canvasElement, 'Account number', REQUIRED);

    const sortCode = within(canvasElement).getByLabelText('Sort code', { exact: false });
    await userEvent.type(sortCode, '12');
    await expectFieldMessage(canvasElement, 'Sort code', 'Incorrect Format');
    await expect(sortCode).toHaveAccessibleDescription(expect.stringContaining('6 digits, such as 20-00-00'));
  },
};

/** Issue 32: a sort code typed with dashes was cut to '20-00-' and refused; all of it is kept and accepted. */
export const SortCodeWithDashes: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Bank details');
    const sortCode = within(canvasElement).getByLabelText('Sort code', { exact: false });
    await userEvent.type(sortCode, '20-00-00');
    await userEvent.type(within(canvasElement).getByLabelText('Account number', { exact: false }), '5577 9911');
    await expect(sortCode).toHaveValue('20-00-00');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Investor Certification');
  },
};

export const CompanyValidation: Story = {
  args: companyArgs,
  parameters: wizardScreen(companyWithoutBank),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Bank details');
    await pressNext(canvasElement);
    for (const label of ['Sort code', 'Account number', ...COMPANY_REQUIRED])
      await expectFieldMessage(canvasElement, label, REQUIRED);
  },
};

export const IndividualFilled: Story = {
  args: { user: filledIndividual, snapshot: wizardState('bankDetails', { user: filledIndividual }) },
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Bank details');
    await expect(canvas.getByLabelText('Sort code', { exact: false })).toHaveValue('309634');
    await expect(canvas.getByLabelText('Account number', { exact: false })).toHaveValue('41726385');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Investor Certification');
  },
};

/** A company typing its details as a person would, then moving on. */
export const CompanyFilled: Story = {
  args: companyArgs,
  parameters: wizardScreen(companyWithoutBank),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Bank details');
    const type = (label: string, value: string) =>
      userEvent.type(canvas.getByLabelText(label, { exact: false }), value);
    await type('Sort code', '200000');
    await type('Account number', '55779911');
    await type('Company name', 'Brickworks Holdings Ltd');
    await type('Company number', '09876543');
    await choose(canvasElement, 'Legal entity', 'Sole trader');
    await type('Company address line 1', '22 Bishopsgate');
    await type('Company city', 'London');
    await type('Company postcode', 'EC2N 4BQ');
    await expect(canvas.getByLabelText('Legal entity', { exact: false })).toHaveTextContent('Sole trader');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Investor Certification');
  },
};
