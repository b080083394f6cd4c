import { demoSessions, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEVICES_PATH } from '../../app/access.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { DevicesPage } from './devices-page.tsx';
import { DEVICES_TEXTS, sessionName } from './devices-texts.ts';

const [current, phone, tablet, unknown] = demoSessions;
if (!current?.current || !phone || !tablet || !unknown) throw new Error('the demo needs four sessions, this one first');

const devicesScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: DEVICES_PATH, user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Security/Devices',
  component: DevicesPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...devicesScreen() },
} satisfies Meta<typeof DevicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: DEVICES_TEXTS.list });

/** Four sessions, this one first: a computer, a phone, a tablet and a device the server could not read. */
export const SeveralSessions: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const sessions = await list(canvasElement);
    const items = within(sessions).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Chrome 142 on macOS 15')).toBeVisible();
    await expect(within(items[0]!).getByText(DEVICES_TEXTS.thisDevice)).toBeVisible();
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(within(items[1]!).getByText('Safari 19 on iOS 19.1')).toBeVisible();
    await expect(within(items[1]!).getByText('Phone')).toBeVisible();
    await expect(within(items[1]!).getByText('Last seen 29/11/2026, 07:58')).toBeVisible();
    await expect(within(items[3]!).getAllByText('Unknown device')).toHaveLength(1);
    await expect(within(items[3]!).getByText('From 203.0.113.45')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: DEVICES_TEXTS.signOutOthers })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Signing out one device is asked once more; it leaves the list. */
export const SignOutOne: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: DEVICES_TEXTS.signOutSession(tablet) }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: DEVICES_TEXTS.signOutTitle });
    await expect(within(dialog).getByText(DEVICES_TEXTS.signOutDescription(tablet))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: DEVICES_TEXTS.signOut }));
    await expect(await within(canvasElement).findByText(DEVICES_TEXTS.signedOut)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByText(sessionName(tablet))).toBeNull());
  },
};

/** Every other device signed out at once: only this one is left, and said so. */
export const SignOutOthers: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: DEVICES_TEXTS.signOutOthers }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: DEVICES_TEXTS.signOutOthersTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: DEVICES_TEXTS.signOutOthers }));
    await expect(await within(canvasElement).findByText(DEVICES_TEXTS.signedOutOthers)).toBeVisible();
    await expect(await within(canvasElement).findByText(DEVICES_TEXTS.onlyThisOne)).toBeVisible();
  },
};

/** Signed in here only: nothing to sign out. */
export const OnlyThisOne: Story = {
  parameters: devicesScreen({
    listSessions: http.get('/user/sessions', ({ response }) => response(200).json({ items: [current] })),
  }),
  play: async ({ canvasElement }) => {
    const sessions = await list(canvasElement);
    await expect(within(sessions).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(canvasElement).getByText(DEVICES_TEXTS.onlyThisOne)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: DEVICES_TEXTS.signOutOthers })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: devicesScreen({
    listSessions: http.get('/user/sessions', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** Never empty (this session is always listed), so a failure is the only other state: the modal, then a retry. */
export const ServerError: Story = {
  parameters: devicesScreen({ listSessions: http.get('/user/sessions', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 390 px each session is a card: the long IPv6 address wraps rather than running off. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const sessions = await list(canvasElement);
    await expect(within(sessions).getByText(`From ${phone.clientAddress}`)).toBeVisible();
    await expect(within(sessions).getByRole('button', { name: DEVICES_TEXTS.signOutSession(phone) })).toBeVisible();
  },
};
