import { adminUserList, attemptsUsedUpUser, demoUsers, manyInvestors, pendingUser } from '@keystone/demo/fixtures';
import { createUsersMock, errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { KYC_REVIEW_MESSAGES } from '@keystone/flows/rules';
import { UsersPage } from './users-page.tsx';
import { closeMainNavDrawer, openMainNav } from '../../testing/main-nav.ts';
import { WithAddressBar } from '../../testing/address-bar.tsx';

const usersMock = createUsersMock(adminUserList);
const pagedUsersMock = createUsersMock(manyInvestors(45));

const usersScreen = (route: string, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/users', user: demoUsers.admin }, { ...usersMock.handlers, ...overrides });

const meta = {
  title: 'Portal/Users/List',
  component: UsersPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => {
    usersMock.reset();
    pagedUsersMock.reset();
  },
  parameters: { layout: 'padded', ...usersScreen('/platform/users') },
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const emailCells = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const rowOf = async (canvasElement: HTMLElement, email: string) =>
  (await within(canvasElement).findByRole('cell', { name: email })).closest('tr') as HTMLElement;

export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: demoUsers.admin.email })).toBeVisible();
    for (const name of ['ID', 'Full Name', 'Email', 'Company Name', 'KYC Status', 'Status']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    // Seed 001 §9: e-mail ascending by default.
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(emailCells(canvasElement)).toEqual([...adminUserList.map((user) => user.email)].sort());

    const pending = await rowOf(canvasElement, pendingUser.email);
    await expect(within(pending).getByText('Accepted and under review')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'Approve KYC for Paula Pending' })).toBeVisible();
    await expect(within(pending).getByRole('link', { name: 'View profile of Paula Pending' })).toHaveAttribute(
      'href',
      `/platform/users/${pendingUser.id}`,
    );

    const company = await rowOf(canvasElement, demoUsers.companyInvestor.email);
    await expect(within(company).getByText('Price Property Holdings Ltd')).toBeVisible();
    await expect(within(company).getByText('Activated')).toBeVisible();
    await expect(within(company).queryByRole('button', { name: /Reset questions/ })).toBeNull();

    const inactive = await rowOf(canvasElement, demoUsers.notActiveInvestor.email);
    await expect(within(inactive).getByText('Not active')).toBeVisible();
    await expect(within(inactive).getByRole('button', { name: 'Activate Sophie Turner' })).toBeVisible();

    await expect(
      within(await rowOf(canvasElement, demoUsers.kycNotStartedInvestor.email)).getByText('Not started'),
    ).toBeVisible();
    await expect(
      within(await rowOf(canvasElement, 'rory.rejected@keystone.example')).getByText('Rejected'),
    ).toBeVisible();
    // Admins are not offered to deactivate themselves.
    await expect(
      within(await rowOf(canvasElement, demoUsers.admin.email)).queryByRole('button', { name: /Deactivate/ }),
    ).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
  },
};

/**
 * At 390 px each user is a card opening on the KYC status and the account's status; the actions sit at its foot,
 * in sight and large enough to press, and the sortable headers are a row of buttons above the cards.
 */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' });
    await within(table).findByRole('cell', { name: demoUsers.admin.email });
    await expectCards(table, ['KYC Status', 'Status', 'Full Name']);
    const pending = await rowOf(canvasElement, pendingUser.email);
    const approve = within(pending).getByRole('button', { name: 'Approve KYC for Paula Pending' });
    await expect(approve).toBeVisible();
    await expect(approve.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(within(table).getByRole('button', { name: 'Email' })).toBeVisible();
  },
};

/** At 1440 px the users are a table: every column and the actions in one row per user. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' });
    await within(table).findByRole('cell', { name: demoUsers.admin.email });
    await expectTable(table);
    const pending = await rowOf(canvasElement, pendingUser.email);
    await expect(within(pending).getByRole('button', { name: 'Approve KYC for Paula Pending' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: usersScreen('/platform/users', {
    listUsers: http.get('/users', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const Empty: Story = {
  parameters: usersScreen('/platform/users?search=nobody'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toHaveValue('nobody');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A server fault opens the generic modal, and only the modal speaks: the page offers another try. */
export const ServerError: Story = {
  parameters: usersScreen('/platform/users', { listUsers: http.get('/users', () => serverErrorResponse()) }),
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

/** A refusal the admin can read (here code 11) is shown in the server's words, without the modal. */
export const Refused: Story = {
  parameters: usersScreen('/platform/users', { listUsers: http.get('/users', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal role');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Search and filter live in the address: the rows follow it, and the browser's back button undoes a filter. */
export const SearchAndFilterInUrl: Story = {
  render: () => (
    <WithAddressBar>
      <UsersPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByTestId('address');
    await canvas.findByRole('cell', { name: demoUsers.admin.email });

    await userEvent.type(canvas.getByLabelText('Search'), 'price');
    await waitFor(() => expect(address).toHaveTextContent('/platform/users?search=price'));
    await waitFor(() => expect(emailCells(canvasElement)).toEqual([demoUsers.companyInvestor.email]));

    await userEvent.clear(canvas.getByLabelText('Search'));
    await userEvent.type(canvas.getByLabelText('Search'), 'keystone');
    await waitFor(() => expect(address).toHaveTextContent('/platform/users?search=keystone'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Not active');
    await waitFor(() => expect(address).toHaveTextContent('/platform/users?search=keystone&status=NOT_ACTIVE'));
    await waitFor(() => expect(emailCells(canvasElement)).toEqual([demoUsers.notActiveInvestor.email]));

    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address).toHaveTextContent(/^\/platform\/users\?search=keystone$/));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(adminUserList.length));
    await expect(canvas.getByLabelText('Search')).toHaveValue('keystone');
  },
};

export const SortByColumn: Story = {
  render: () => (
    <WithAddressBar>
      <UsersPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByTestId('address');
    await canvas.findByRole('cell', { name: demoUsers.admin.email });
    const fullName = canvas.getByRole('columnheader', { name: 'Full Name' });

    await userEvent.click(within(fullName).getByRole('button', { name: 'Full Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/users?column=fullName&direction=ASC'));
    await expect(fullName).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Ada Attempts'));

    await userEvent.click(within(fullName).getByRole('button', { name: 'Full Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/users?column=fullName&direction=DESC'));
    await expect(fullName).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Sophie Turner'));
  },
};

/** Opened at page 2 (a reload keeps the page); the pager moves on and the address follows. */
export const Paged: Story = {
  render: () => (
    <WithAddressBar>
      <UsersPage />
    </WithAddressBar>
  ),
  parameters: usersScreen('/platform/users?page=2', pagedUsersMock.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'investor21@keystone.example' })).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(20);
    await expect(emailCells(canvasElement).at(-1)).toBe('investor40@keystone.example');
    const pager = canvas.getByRole('navigation', { name: 'Users pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/platform/users?page=3'));
    await expect(await canvas.findByRole('cell', { name: 'investor41@keystone.example' })).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Deactivation signs the user out at once, so it asks first. */
export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    const olivia = await rowOf(canvasElement, demoUsers.approvedInvestor.email);
    await userEvent.click(within(olivia).getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deactivate Olivia Bennett?' });
    await expect(dialog).toHaveTextContent('They are signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Olivia Bennett was deactivated and signed out.',
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(olivia).findByRole('button', { name: 'Activate Olivia Bennett' })).toBeVisible();
    await expect(within(olivia).getByText('Not active')).toBeVisible();
  },
};

export const DeactivateCancelled: Story = {
  play: async ({ canvasElement }) => {
    const olivia = await rowOf(canvasElement, demoUsers.approvedInvestor.email);
    await userEvent.click(within(olivia).getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deactivate Olivia Bennett?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(olivia).getByText('Active')).toBeVisible();
    await expect(usersMock.user(demoUsers.approvedInvestor.id)?.status).toBe('ACTIVE');
  },
};

export const Activate: Story = {
  play: async ({ canvasElement }) => {
    const sophie = await rowOf(canvasElement, demoUsers.notActiveInvestor.email);
    await userEvent.click(within(sophie).getByRole('button', { name: 'Activate Sophie Turner' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Sophie Turner was activated.');
    await expect(await within(sophie).findByRole('button', { name: 'Deactivate Sophie Turner' })).toBeVisible();
  },
};

export const ResetQuestions: Story = {
  play: async ({ canvasElement }) => {
    const ada = await rowOf(canvasElement, attemptsUsedUpUser.email);
    await userEvent.click(within(ada).getByRole('button', { name: 'Reset questions for Ada Attempts' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reset the questions for Ada Attempts?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Agreed on a call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset questions' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Ada Attempts can answer the competence questions again.',
    );
    await expect(usersMock.user(attemptsUsedUpUser.id)?.usedAnswerAttempts).toBe(0);
  },
};

export const ApproveKyc: Story = {
  play: async ({ canvasElement }) => {
    const paula = await rowOf(canvasElement, pendingUser.email);
    await userEvent.click(within(paula).getByRole('button', { name: 'Approve KYC for Paula Pending' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve KYC for Paula Pending?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve KYC' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('KYC approved for Paula Pending.');
    await expect(await within(paula).findByText('Activated')).toBeVisible();
    await expect(within(paula).queryByRole('button', { name: /Approve KYC/ })).toBeNull();
    await expect(within(paula).queryByRole('button', { name: /Reset questions/ })).toBeNull();
  },
};

/** A rejection needs a reason; the reason is what the server receives. */
export const RejectKyc: Story = {
  play: async ({ canvasElement }) => {
    const paula = await rowOf(canvasElement, pendingUser.email);
    await userEvent.click(within(paula).getByRole('button', { name: 'Reject KYC for Paula Pending' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject KYC for Paula Pending?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject KYC' }));
    await expect(await within(dialog).findByText(KYC_REVIEW_MESSAGES.reasonRequired)).toBeVisible();
    await expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    await expect(usersMock.rejections()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  The proof of address is not in her name.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject KYC' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('KYC rejected for Paula Pending.');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(usersMock.rejections()).toEqual([{ kycRejectReason: 'The proof of address is not in her name.' }]);
    await expect(await within(paula).findByText('Rejected')).toBeVisible();
  },
};

/** A refused action (code 11) is shown in the server's words and changes nothing. */
export const ActionFails: Story = {
  parameters: usersScreen('/platform/users', {
    deactivateUser: http.put('/users/{id}/status/not-active', () => errorResponse(11)),
  }),
  play: async ({ canvasElement }) => {
    const olivia = await rowOf(canvasElement, demoUsers.approvedInvestor.email);
    await userEvent.click(within(olivia).getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deactivate Olivia Bennett?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Illegal role');
    await expect(within(olivia).getByText('Active')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Mounted in the portal (guard, layout, navigation): a profile opened from page 2 leads back to page 2. */
export const OpenProfileInPortal: Story = {
  parameters: screenParameters(
    { app: true, route: '/platform/users?page=2&search=investor', user: demoUsers.admin },
    pagedUsersMock.handlers,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await closeMainNavDrawer();
    await userEvent.click(await canvas.findByRole('link', { name: 'View profile of Investor 21' }));
    await expect(await canvas.findByRole('heading', { name: 'Investor 21', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/platform/users?page=2&search=investor',
    );
  },
};

/**
 * KYC not submitted yet reads 'Not started'; the seed's DRAFT label ('Submitted and awaiting review') waits for a
 * submitted procedure.
 */
export const KycNotStarted: Story = {
  play: async ({ canvasElement }) => {
    const james = await rowOf(canvasElement, demoUsers.kycNotStartedInvestor.email);
    await expect(within(james).getByText('Not started')).toBeVisible();
    await expect(within(james).queryByText('Submitted and awaiting review')).toBeNull();
    await expect(within(james).queryByRole('button', { name: /Approve KYC/ })).toBeNull();
    const paula = await rowOf(canvasElement, pendingUser.email);
    await expect(within(paula).getByText('Accepted and under review')).toBeVisible();
  },
};
