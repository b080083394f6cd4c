import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { errorResponse, http, INVALID_ONE_TIME_TOKEN } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_MESSAGE_TIMEOUT_MS } from '@keystone/flows/rules';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { ProfilePage } from './profile-page.tsx';

const olivia = demoUsers.approvedInvestor;
type Overrides = Parameters<typeof screenParameters>[1];

/** The page alone at `/platform/profile`, signed in as `user`. */
const profileScreen = (user: User = olivia, overrides: Overrides = {}) =>
  screenParameters({ route: '/platform/profile', path: '/platform/profile', user }, overrides);
/** The whole portal (guard, frame, routes) at `route`. */
const appAt = (route: string, user: User = olivia, overrides: Overrides = {}) =>
  screenParameters({ app: true, route, user }, overrides);

const meta = {
  title: 'Portal/My profile',
  component: ProfilePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...profileScreen() },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, name: 'Contact details' | 'Bank details') =>
  within(await within(canvasElement).findByRole('form', { name }));
const field = async (canvasElement: HTMLElement, formName: 'Contact details' | 'Bank details', label: string) =>
  (await form(canvasElement, formName)).getByLabelText(label, { exact: false, selector: 'input' });
async function retype(
  canvasElement: HTMLElement,
  formName: 'Contact details' | 'Bank details',
  label: string,
  text: string,
) {
  const input = await field(canvasElement, formName, label);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}
const saveContact = async (canvasElement: HTMLElement) =>
  userEvent.click((await form(canvasElement, 'Contact details')).getByRole('button', { name: 'Save contact details' }));
const saveBank = async (canvasElement: HTMLElement) =>
  userEvent.click((await form(canvasElement, 'Bank details')).getByRole('button', { name: 'Save bank details' }));
async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}
const status = (canvasElement: HTMLElement, text: string | RegExp) => within(canvasElement).findByText(text);

/** Olivia's own details: phone (without +44), e-mail and website to edit, the rest to read, her bank account. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvasElement, 'Contact details', 'Phone number')).toHaveValue('7700900123');
    await expect(await field(canvasElement, 'Contact details', 'Email')).toHaveValue(olivia.email);
    await expect(await field(canvasElement, 'Contact details', 'Website')).toHaveValue(olivia.website);
    await expect(canvas.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await expect(canvas.getByText('14 Kensington Park Road')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /First name/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Company details' })).toBeNull();
    await expect(await field(canvasElement, 'Bank details', 'Sort code')).toHaveValue('309634');
    await expect(await field(canvasElement, 'Bank details', 'Account number')).toHaveValue('41726385');
    await expect(canvas.queryByText(/not verified/)).toBeNull();
  },
};

export const Playground: Story = {};

/** While the signed-in user loads. */
export const Loading: Story = {
  parameters: profileScreen(olivia, {
    getCurrentUser: http.get('/user', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const PhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Phone number', '   ');
    await saveContact(canvasElement);
    await expectMessage(await field(canvasElement, 'Contact details', 'Phone number'), 'Field is required');
  },
};

export const PhoneIncorrect: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Phone number', '12345');
    await saveContact(canvasElement);
    await expectMessage(await field(canvasElement, 'Contact details', 'Phone number'), 'Incorrect format');
  },
};

export const EmailIncorrect: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Email', 'olivia at keystone');
    await saveContact(canvasElement);
    await expectMessage(await field(canvasElement, 'Contact details', 'Email'), 'Incorrect email format');
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Email', '');
    await saveContact(canvasElement);
    await expectMessage(await field(canvasElement, 'Contact details', 'Email'), 'Please enter the Email');
  },
};

export const WebsiteIncorrect: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Website', 'not a website');
    await saveContact(canvasElement);
    await expectMessage(await field(canvasElement, 'Contact details', 'Website'), 'Incorrect format');
  },
};

export const BankDetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Bank details', 'Sort code', '');
    await retype(canvasElement, 'Bank details', 'Account number', '   ');
    await saveBank(canvasElement);
    await expectMessage(await field(canvasElement, 'Bank details', 'Sort code'), 'Please fill required field.');
    await expectMessage(await field(canvasElement, 'Bank details', 'Account number'), 'Please fill required field.');
  },
};

export const BankDetailsIncorrect: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Bank details', 'Sort code', '12-34-5');
    await retype(canvasElement, 'Bank details', 'Account number', '1234567');
    await saveBank(canvasElement);
    await expectMessage(await field(canvasElement, 'Bank details', 'Sort code'), 'Incorrect Format');
    await expectMessage(await field(canvasElement, 'Bank details', 'Account number'), 'Incorrect Format');
  },
};

/** The server's own words reach the fields (a rule the portal did not catch). */
export const ServerFieldErrors: Story = {
  parameters: profileScreen(olivia, {
    updateBankDetails: http.put('/user/bank-details', () =>
      errorResponse(2, { fieldErrors: [{ field: 'sortCode', message: 'Incorrect Format' }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await saveBank(canvasElement);
    await expectMessage(await field(canvasElement, 'Bank details', 'Sort code'), 'Incorrect Format');
  },
};

/** A new phone and e-mail wait for the link mailed to the registered address. */
export const AwaitingApproval: Story = {
  parameters: profileScreen(userStates.awaitingContactConfirmation),
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Contact details', 'Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('This +447700900999 is awaiting approval'),
    );
    await expect(await field(canvasElement, 'Contact details', 'Email')).toHaveAccessibleDescription(
      expect.stringContaining('This olivia.new@keystone.example is awaiting approval'),
    );
    await expect(await field(canvasElement, 'Contact details', 'Phone number')).toHaveValue('7700900123');
  },
};

/** Saving a new phone: the link is on its way, and the field says what waits. */
export const ChangeRequested: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Phone number', '07700 900999');
    await saveContact(canvasElement);
    await expect(
      await status(canvasElement, 'We have sent a confirmation link to your registered e-mail address.'),
    ).toBeVisible();
    const phone = await field(canvasElement, 'Contact details', 'Phone number');
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining('This +447700900999 is awaiting approval'));
    await expect(phone).toHaveValue('7700900123');
  },
};

/** The website applies at once. */
export const DetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Website', 'https://olivia.example/new');
    await saveContact(canvasElement);
    await expect(await status(canvasElement, 'Your details were saved.')).toBeVisible();
    await expect(await field(canvasElement, 'Contact details', 'Website')).toHaveValue('https://olivia.example/new');
  },
};

/** Typed as banks print them, with dashes and spaces (issue 32): saved as their digits. */
export const BankDetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    const sortCode = await field(canvasElement, 'Bank details', 'Sort code');
    await expect(sortCode).toHaveAccessibleDescription(expect.stringContaining('6 digits, such as 20-00-00'));
    await retype(canvasElement, 'Bank details', 'Sort code', '40-12-76');
    await expect(sortCode).toHaveValue('40-12-76');
    await retype(canvasElement, 'Bank details', 'Account number', '6392 0174');
    await saveBank(canvasElement);
    await expect(await status(canvasElement, 'Your bank details were saved.')).toBeVisible();
    await expect(await field(canvasElement, 'Bank details', 'Sort code')).toHaveValue('401276');
    await expect(await field(canvasElement, 'Bank details', 'Account number')).toHaveValue('63920174');
  },
};

/** Another account has that e-mail: code 12, said above the form. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Email', demoUsers.coInvestor.email);
    await saveContact(canvasElement);
    await expect(await (await form(canvasElement, 'Contact details')).findByRole('alert')).toHaveTextContent(
      'User already exists',
    );
  },
};

/** Saving: the button is busy until the server answers. */
export const PendingSave: Story = {
  parameters: profileScreen(olivia, {
    updateContactDetails: http.put('/user/details', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Website', 'https://olivia.example/new');
    await saveContact(canvasElement);
    await expect(
      (await form(canvasElement, 'Contact details')).getByRole('button', { name: 'Save contact details' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A server fault opens the generic modal. */
export const ServerError: Story = {
  parameters: profileScreen(olivia, {
    updateBankDetails: http.put('/user/bank-details', () => errorResponse(1)),
  }),
  play: async ({ canvasElement }) => {
    await saveBank(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' }),
    ).toBeVisible();
  },
};

/** A company also reads its company details. */
export const CompanyInvestor: Story = {
  parameters: profileScreen(demoUsers.companyInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company details' })).toBeVisible();
    await expect(canvas.getByText('Price Property Holdings Ltd')).toBeVisible();
    await expect(canvas.getByText('09876543')).toBeVisible();
    await expect(canvas.getByText('Business')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  },
};

/** The welcome e-mail's link not followed yet. */
export const EmailNotVerified: Story = {
  parameters: profileScreen(userStates.emailNotVerified),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement, /not verified yet/)).toBeVisible();
  },
};

const photoInput = (canvasElement: HTMLElement) => {
  const input = within(canvasElement).getByRole('group', { name: 'Photo' }).querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no photo input');
  return input;
};
const portrait = () => new File([new Uint8Array(4096)], 'portrait.png', { type: 'image/png' });

/** A photo on its way: the progress bar. */
export const PhotoUploading: Story = {
  parameters: profileScreen(olivia, {
    uploadTempFile: http.post('/file/temp', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await form(canvasElement, 'Contact details');
    await userEvent.upload(photoInput(canvasElement), portrait());
    const group = within(within(canvasElement).getByRole('group', { name: 'Photo' }));
    await expect(await group.findByRole('progressbar', { name: 'Uploading portrait.png' })).toBeVisible();
  },
};

/** Uploaded, the photo applies at once. */
export const PhotoUploaded: Story = {
  parameters: profileScreen(olivia),
  play: async ({ canvasElement }) => {
    await form(canvasElement, 'Contact details');
    await userEvent.upload(photoInput(canvasElement), portrait());
    await expect(await status(canvasElement, 'Your details were saved.')).toBeVisible();
    await expect(within(canvasElement).getByRole('img', { name: olivia.fullName ?? '' })).toHaveAttribute(
      'src',
      '/api/files/temp/portrait.png',
    );
  },
};

/** The link from the mail: the change applied, said for 10 seconds, the address back to /platform/profile. */
export const ConfirmSuccess: Story = {
  parameters: appAt('/platform/profile/good-link', userStates.awaitingContactConfirmation),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement, 'Your Profile details were successfully updated!')).toBeVisible();
    const phone = await field(canvasElement, 'Contact details', 'Phone number');
    await expect(phone).toHaveValue('7700900999');
    await expect(phone).not.toHaveAccessibleDescription(expect.stringContaining('awaiting approval'));
  },
};

/** Other successes go after 3 seconds. */
export const SuccessMessageGoes: Story = {
  play: async ({ canvasElement }) => {
    await retype(canvasElement, 'Contact details', 'Website', 'https://olivia.example/later');
    await saveContact(canvasElement);
    const message = await status(canvasElement, 'Your details were saved.');
    await waitFor(() => expect(message).not.toBeInTheDocument());
  },
};

/** The confirmation's outcome stays longer: 10 seconds, still there once another success would have gone. */
export const ConfirmationMessageStays: Story = {
  parameters: appAt('/platform/profile/good-link', userStates.awaitingContactConfirmation),
  play: async ({ canvasElement }) => {
    const message = await status(canvasElement, 'Your Profile details were successfully updated!');
    // A fixed wait is the subject here: how long the message stays. Only a machine that stalled for the 6 s between
    // this wait's end and the message's could decide it.
    await new Promise((resolve) => setTimeout(resolve, PROFILE_MESSAGE_TIMEOUT_MS.otherSuccess + 1_000));
    await expect(message).toBeVisible();
  },
};

/** A used, expired or unknown link. */
export const ConfirmInvalid: Story = {
  parameters: appAt(`/platform/profile/${INVALID_ONE_TIME_TOKEN}`, userStates.awaitingContactConfirmation),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement, 'Confirmation link is invalid')).toBeVisible();
    await expect(await field(canvasElement, 'Contact details', 'Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('This +447700900999 is awaiting approval'),
    );
  },
};

/** While the link is being confirmed. */
export const ConfirmPending: Story = {
  parameters: appAt('/platform/profile/good-link', userStates.awaitingContactConfirmation, {
    confirmDetailsChange: http.post('/user/confirm/{token}', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement, 'Confirming your change…')).toBeVisible();
  },
};

/** Admins have no profile here: sent to `/`, their dashboard. */
export const AdminSentHome: Story = {
  parameters: appAt('/platform/profile', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  },
};
