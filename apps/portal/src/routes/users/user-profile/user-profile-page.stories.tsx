import { adminUserList, demoUsers, pendingUser, rejectedUser } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { createUsersMock, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { NOT_UPLOADED } from './kyc-documents-section.tsx';
import { NOT_PROVIDED } from './profile-section.tsx';
import { USER_NOT_FOUND, UserProfilePage } from './user-profile-page.tsx';

const usersMock = createUsersMock(adminUserList);

const profileScreen = (user: Pick<User, 'id'> | string, overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    {
      route: `/platform/users/${typeof user === 'string' ? user : user.id}`,
      path: '/platform/users/:id',
      user: demoUsers.admin,
    },
    { ...usersMock.handlers, ...overrides },
  );

const meta = {
  title: 'Portal/Users/Profile',
  component: UserProfilePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => usersMock.reset(),
  parameters: { layout: 'padded', ...profileScreen(demoUsers.approvedInvestor) },
} satisfies Meta<typeof UserProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const section = (canvasElement: HTMLElement, title: string) =>
  within(
    within(canvasElement).getByRole('heading', { name: title, level: 2 }).closest('[data-slot="card"]') as HTMLElement,
  );
/** The value a profile section shows beside a label. */
const valueOf = (canvasElement: HTMLElement, title: string, label: string) =>
  section(canvasElement, title).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Individual: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeVisible();
    await expect(canvas.getByText('KYC: Activated')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/platform/users');

    await expect(valueOf(canvasElement, 'Personal details', 'Title')).toHaveTextContent('Mrs');
    await expect(valueOf(canvasElement, 'Personal details', 'Date of birth')).toHaveTextContent('14/06/1985');
    await expect(valueOf(canvasElement, 'Personal details', 'Nationality')).toHaveTextContent('United Kingdom');
    await expect(valueOf(canvasElement, 'Personal details', 'Person type')).toHaveTextContent('Individual');
    await expect(valueOf(canvasElement, 'Personal details', 'Investor type')).toHaveTextContent(
      'High net worth investor',
    );
    await expect(valueOf(canvasElement, 'Contact', 'Phone number')).toHaveTextContent('+447700900123');
    await expect(valueOf(canvasElement, 'Address', 'Postcode')).toHaveTextContent('W11 3BU');
    // Bank details are partly masked: the full numbers never reach the page.
    await expect(valueOf(canvasElement, 'Bank details', 'Sort code')).toHaveTextContent('••-••-34');
    await expect(valueOf(canvasElement, 'Bank details', 'Account number')).toHaveTextContent('••••6385');
    await expect(canvasElement).not.toHaveTextContent('41726385');
    await expect(valueOf(canvasElement, 'KYC', 'Used answer attempts')).toHaveTextContent('1 of 3');
    await expect(valueOf(canvasElement, 'KYC', 'Answer attempts made in all')).toHaveTextContent('1');
    await expect(valueOf(canvasElement, 'Account', 'E-wallet balance')).toHaveTextContent(
      formatMoney(demoUsers.approvedInvestor.balancePence),
    );
    await expect(canvas.queryByRole('heading', { name: 'Company' })).toBeNull();

    const documents = section(canvasElement, 'KYC documents');
    const passport = documents.getByRole('link', { name: /Front of passport/ });
    await expect(passport).toHaveAttribute('href', demoUsers.approvedInvestor.frontDocUrl);
    await expect(passport).toHaveAttribute('target', '_blank');
    await expect(passport).toHaveAccessibleName('Front of passport (opens in a new tab)');
    await expect(documents.getByRole('link', { name: /Proof of address/ })).toHaveAttribute(
      'href',
      demoUsers.approvedInvestor.proofOfAddressUrl,
    );
    await expect(documents.getByText('Back of passport').nextElementSibling).toHaveTextContent(NOT_UPLOADED);

    // Approved KYC: only deactivation is offered.
    await expect(canvas.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset questions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Approve KYC' })).toBeNull();
  },
};

export const Company: Story = {
  parameters: profileScreen(demoUsers.companyInvestor),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Amelia Price', level: 1 })).toBeVisible();
    await expect(valueOf(canvasElement, 'Personal details', 'Person type')).toHaveTextContent('Company');
    await expect(valueOf(canvasElement, 'Company', 'Company name')).toHaveTextContent('Price Property Holdings Ltd');
    await expect(valueOf(canvasElement, 'Company', 'Company number')).toHaveTextContent('09876543');
    await expect(valueOf(canvasElement, 'Company', 'Legal entity')).toHaveTextContent('Business');
    await expect(valueOf(canvasElement, 'Company', 'Address line 1')).toHaveTextContent('1 City Square');
    await expect(valueOf(canvasElement, 'Company', 'Postcode')).toHaveTextContent('LS1 2ES');
    await expect(valueOf(canvasElement, 'Contact', 'Website')).toHaveTextContent('https://priceproperty.example');

    const documents = section(canvasElement, 'KYC documents');
    for (const [label, url] of [
      ['Front of driving licence', demoUsers.companyInvestor.frontDocUrl],
      ['Back of driving licence', demoUsers.companyInvestor.backDocUrl],
      ['Registration proof', demoUsers.companyInvestor.registrationProof],
      ['Articles of association', demoUsers.companyInvestor.articlesOfAssociation],
      ['Shareholder declaration', demoUsers.companyInvestor.shareholderDeclaration],
    ] as const) {
      await expect(documents.getByRole('link', { name: new RegExp(label) })).toHaveAttribute('href', url);
    }
    await expect(documents.getByText('Proof of address').nextElementSibling).toHaveTextContent(NOT_UPLOADED);
  },
};

/** The admin's reason and the KYC provider's reasons, combined as the investor reads them. */
export const Rejected: Story = {
  parameters: profileScreen(rejectedUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rory Rejected', level: 1 })).toBeVisible();
    await expect(valueOf(canvasElement, 'KYC', 'KYC status')).toHaveTextContent('Rejected');
    const reasons = within(valueOf(canvasElement, 'KYC', 'Reject reasons') as HTMLElement).getAllByRole('listitem');
    await expect(reasons.map((item) => item.textContent)).toEqual([
      'The documents could not be verified.',
      'The utility bill is older than three months.',
      'The passport photo is blurred.',
    ]);
    await expect(canvas.getByRole('button', { name: 'Reset questions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve KYC' })).toBeNull();
  },
};

/** A new investor: nothing uploaded, nothing filled in yet. */
export const NoDocuments: Story = {
  parameters: profileScreen(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'James Walker', level: 1 })).toBeVisible();
    const documents = section(canvasElement, 'KYC documents');
    await expect(documents.queryByRole('link')).toBeNull();
    await expect(documents.getAllByText(NOT_UPLOADED)).toHaveLength(3);
    await expect(valueOf(canvasElement, 'Bank details', 'Sort code')).toHaveTextContent(NOT_PROVIDED);
    await expect(valueOf(canvasElement, 'Personal details', 'Investor type')).toHaveTextContent(NOT_PROVIDED);
    await expect(valueOf(canvasElement, 'KYC', 'KYC status')).toHaveTextContent('Not started');
  },
};

/** DRAFT before the procedure is submitted reads 'Not started', not the seed's 'Submitted and awaiting review'. */
export const KycNotStarted: Story = {
  parameters: profileScreen(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'James Walker', level: 1 })).toBeVisible();
    await expect(canvas.getByText('KYC: Not started')).toBeVisible();
    await expect(valueOf(canvasElement, 'KYC', 'KYC status')).toHaveTextContent('Not started');
    await expect(valueOf(canvasElement, 'KYC', 'Procedure submitted')).toHaveTextContent('No');
    await expect(canvas.queryByText(/Submitted and awaiting review/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Approve KYC' })).toBeNull();
  },
};

/** The same actions as the list: approving here updates the profile in place. */
export const ApproveKyc: Story = {
  parameters: profileScreen(pendingUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve KYC' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve KYC for Paula Pending?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve KYC' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('KYC approved for Paula Pending.');
    await expect(await canvas.findByText('KYC: Activated')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve KYC' })).toBeNull();
  },
};

export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deactivate Olivia Bennett?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Olivia Bennett was deactivated and signed out.');
    await expect(await canvas.findByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(canvas.getByText('Not active')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: profileScreen({ id: 999 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: USER_NOT_FOUND })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "The user doesn't exist" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/platform/users');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** An address no user can have is answered without asking the server. */
export const NotAnId: Story = {
  parameters: profileScreen('new'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: USER_NOT_FOUND })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: profileScreen(demoUsers.approvedInvestor, {
    getUser: http.get('/users/{id}', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const ServerError: Story = {
  parameters: profileScreen(demoUsers.approvedInvestor, {
    getUser: http.get('/users/{id}', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    // One message for one failure: the modal, and no words of the page's own behind it.
    await expect(canvas.getByRole('button', { name: 'Try again', hidden: true })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert', { hidden: true })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText(/Something went wrong/)).toBeNull();
  },
};
