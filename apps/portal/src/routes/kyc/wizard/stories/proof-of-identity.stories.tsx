import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import type { User } from '@keystone/api';
import { filledCompany, filledIndividual, wizardState } from '../../testing/wizard-states.ts';
import { choose, expectFieldMessage, expectStage, pressNext, wizardScreen } from '../../testing/wizard-story.ts';
import { KycWizard, WIZARD_TEXTS } from '../kyc-wizard.tsx';

const personalDetailsOnly: User = {
  ...filledIndividual,
  docType: null,
  frontDocUrl: null,
  backDocUrl: null,
  proofOfAddressUrl: null,
};
const companyPersonalDetailsOnly: User = {
  ...filledCompany,
  docType: null,
  frontDocUrl: null,
  backDocUrl: null,
  registrationProof: null,
  articlesOfAssociation: null,
  shareholderDeclaration: null,
};

const meta = {
  title: 'KYC/Wizard/02 Proof of identity',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user: personalDetailsOnly, snapshot: wizardState('proofOfIdentity', { user: personalDetailsOnly }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(personalDetailsOnly) },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const UPLOAD_REQUIRED = 'Please upload the picture';

const uploadGroup = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('group', { name: label });
function fileInput(canvasElement: HTMLElement, label: string): HTMLInputElement {
  const input = uploadGroup(canvasElement, label).querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error(`no file input for ${label}`);
  return input;
}
const png = (name = 'passport.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });

/** An individual: the document type, its front and back, and proof of address. */
export const Individual: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    for (const label of ['Front of the document', 'Back of the document', 'Proof of address']) {
      await expect(uploadGroup(canvasElement, label)).toBeVisible();
    }
    await expect(within(canvasElement).queryByRole('group', { name: 'Registration proof' })).toBeNull();
    await expect(within(canvasElement).getAllByText('JPG, JPEG, PNG or PDF, up to 7 MB')[0]).toBeVisible();
  },
};

export const Playground: Story = {};

/** A company: the company's papers instead of proof of address. */
export const Company: Story = {
  args: {
    user: companyPersonalDetailsOnly,
    snapshot: wizardState('proofOfIdentity', { user: companyPersonalDetailsOnly }),
  },
  parameters: wizardScreen(companyPersonalDetailsOnly),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    for (const label of [
      'Front of the document',
      'Registration proof',
      'Articles of association',
      'Shareholder declaration',
    ]) {
      await expect(uploadGroup(canvasElement, label)).toBeVisible();
    }
    await expect(within(canvasElement).queryByRole('group', { name: 'Proof of address' })).toBeNull();
  },
};

export const IndividualValidation: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await pressNext(canvasElement);
    await expectFieldMessage(canvasElement, 'Document type', 'Please fill required field');
    await expect(uploadGroup(canvasElement, 'Front of the document')).toHaveTextContent(UPLOAD_REQUIRED);
    await expect(uploadGroup(canvasElement, 'Proof of address')).toHaveTextContent(UPLOAD_REQUIRED);
    await expect(uploadGroup(canvasElement, 'Back of the document')).not.toHaveTextContent(UPLOAD_REQUIRED);
    // The summary names each document as its upload does, and takes the person to it.
    const summary = within(
      within(canvasElement).getByText(WIZARD_TEXTS.errorSummary).closest<HTMLElement>('[role="alert"]')!,
    );
    await expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Document type: Please fill required field',
      `Front of the document: ${UPLOAD_REQUIRED}`,
      `Proof of address: ${UPLOAD_REQUIRED}`,
    ]);
    await userEvent.click(summary.getByRole('link', { name: `Proof of address: ${UPLOAD_REQUIRED}` }));
    await expect(
      within(uploadGroup(canvasElement, 'Proof of address')).getByRole('button', { name: 'Choose file' }),
    ).toHaveFocus();
  },
};

export const CompanyValidation: Story = {
  ...Company,
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await pressNext(canvasElement);
    for (const label of [
      'Front of the document',
      'Registration proof',
      'Articles of association',
      'Shareholder declaration',
    ]) {
      await expect(uploadGroup(canvasElement, label)).toHaveTextContent(UPLOAD_REQUIRED);
      await expect(within(canvasElement).getByRole('link', { name: `${label}: ${UPLOAD_REQUIRED}` })).toBeVisible();
    }
  },
};

/** Every document uploaded before: shown as uploaded by name. */
export const Filled: Story = {
  args: { user: filledIndividual, snapshot: wizardState('proofOfIdentity', { user: filledIndividual }) },
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await expect(within(canvasElement).getByLabelText('Document type', { exact: false })).toHaveTextContent('Passport');
    await expect(uploadGroup(canvasElement, 'Front of the document')).toHaveTextContent(
      '00000000-0000-4000-8000-000000000001.png',
    );
    await expect(uploadGroup(canvasElement, 'Proof of address')).toHaveTextContent('successfully uploaded');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Bank details');
  },
};

/** A document on its way: the progress bar, and the choose button busy. */
export const Uploading: Story = {
  parameters: wizardScreen(personalDetailsOnly, {
    uploadTempFile: http.post('/file/temp', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await userEvent.upload(fileInput(canvasElement, 'Front of the document'), png());
    const group = within(uploadGroup(canvasElement, 'Front of the document'));
    await expect(await group.findByRole('progressbar', { name: 'Uploading passport.png' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Choose file' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** `POST /file/temp` answers the file's URL: 'successfully uploaded', and the stage's message goes. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await pressNext(canvasElement);
    await expect(uploadGroup(canvasElement, 'Front of the document')).toHaveTextContent(UPLOAD_REQUIRED);

    await userEvent.upload(fileInput(canvasElement, 'Front of the document'), png());

    const group = uploadGroup(canvasElement, 'Front of the document');
    await expect(await within(group).findByText('successfully uploaded')).toBeVisible();
    await expect(group).toHaveTextContent('passport.png');
    await expect(group).not.toHaveTextContent(UPLOAD_REQUIRED);
  },
};

/** A file of the wrong kind never leaves the browser. */
export const RejectedUpload: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement, 'Proof of address'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(
      await within(uploadGroup(canvasElement, 'Proof of address')).findByText('Incorrect format'),
    ).toBeVisible();
  },
};

/** The server refuses the file: 'error: ' and its message. */
export const FailedUpload: Story = {
  parameters: wizardScreen(personalDetailsOnly, { uploadTempFile: http.post('/file/temp', () => errorResponse(3)) }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await userEvent.upload(fileInput(canvasElement, 'Front of the document'), png());
    await expect(
      await within(uploadGroup(canvasElement, 'Front of the document')).findByText('error: Unable to upload file'),
    ).toBeVisible();
  },
};

/** The whole stage as a person does it: the type, then each document, then Next. */
export const CompleteTheStage: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await choose(canvasElement, 'Document type', 'Driving licence');
    await userEvent.upload(fileInput(canvasElement, 'Front of the document'), png('licence-front.png'));
    await userEvent.upload(fileInput(canvasElement, 'Proof of address'), png('bill.png'));
    await within(uploadGroup(canvasElement, 'Proof of address')).findByText('successfully uploaded');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Bank details');
  },
};
