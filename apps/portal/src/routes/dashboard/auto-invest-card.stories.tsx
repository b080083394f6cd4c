import { demoAutoInvest, demoUsers } from '@keystone/demo/fixtures';
import { forgetMockMemory, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { AutoInvest } from '@keystone/api';
import { AUTO_INVEST_STATE_LABELS } from '@keystone/flows/auto-invest';
import { formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AUTO_INVEST_PATH } from '../auto-invest/auto-invest-path.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { AUTO_INVEST_CARD_TEXTS } from './investor/auto-invest-card.tsx';

// The investor dashboard's 'Auto-invest' card (issue 38 §3): the money waiting and the rules' state, or a plain way
// to set it up. No word of it asks anyone to invest more.

const path = '/platform/dashboard';
const asOlivia = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: path, path, user: demoUsers.approvedInvestor }, overrides);
const answering = (autoInvest: AutoInvest, wait = 0) =>
  asOlivia({
    getAutoInvest: http.get('/auto-invest', async ({ response }) => {
      if (wait > 0) await delay(wait);
      return response(200).json(autoInvest);
    }),
  });
const authority = demoAutoInvest.authority;

const meta = {
  title: 'Portal/Dashboard/Auto-invest',
  component: DashboardPage,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...asOlivia() },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardElement = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: AUTO_INVEST_CARD_TEXTS.title });
const card = async (canvasElement: HTMLElement) => within(await cardElement(canvasElement));
/** No word on the card may nudge anyone to invest more. */
const expectNoNudge = async (canvasElement: HTMLElement) =>
  expect((await cardElement(canvasElement)).textContent).not.toMatch(/miss out|don.t wait|hurry|more returns|now!/i);

/** Olivia's rules are active: the money waiting to be invested, the state, and the way to her auto-invest page. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByText(formatMoney(demoAutoInvest.moneyWaitingPence))).toBeVisible();
    await expect(shown.getByText(AUTO_INVEST_CARD_TEXTS.moneyWaiting)).toBeVisible();
    await expect(shown.getByText(AUTO_INVEST_STATE_LABELS.ACTIVE)).toHaveAttribute('data-tone', 'success');
    await expect(shown.getByRole('link', { name: AUTO_INVEST_CARD_TEXTS.see })).toHaveAttribute(
      'href',
      AUTO_INVEST_PATH,
    );
    await expectNoNudge(canvasElement);
  },
};

export const ActiveOnPhone: Story = onMobile(Active);
export const ActiveOnDesktop: Story = onDesktop(Active);

/** Paused: said plainly, with no amount waiting. */
export const Paused: Story = {
  parameters: answering({ authority: { ...authority, state: 'PAUSED' }, moneyWaitingPence: 0 }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByText(AUTO_INVEST_CARD_TEXTS.paused)).toBeVisible();
    await expect(shown.getByText(AUTO_INVEST_STATE_LABELS.PAUSED)).toHaveAttribute('data-tone', 'warning');
    await expect(shown.queryByText(AUTO_INVEST_CARD_TEXTS.moneyWaiting)).toBeNull();
    await expect(shown.getByRole('link', { name: AUTO_INVEST_CARD_TEXTS.see })).toBeVisible();
  },
};

/** Oliver never set it up: a plain line and the link to set it up, nothing more. */
export const NotSetUp: Story = {
  parameters: screenParameters({ route: path, path, user: demoUsers.coInvestor }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByText(AUTO_INVEST_CARD_TEXTS.notSetUp)).toBeVisible();
    await expect(shown.getByRole('link', { name: AUTO_INVEST_CARD_TEXTS.setUp })).toHaveAttribute(
      'href',
      AUTO_INVEST_PATH,
    );
    await expect(shown.queryByText(AUTO_INVEST_STATE_LABELS.ACTIVE)).toBeNull();
    await expectNoNudge(canvasElement);
  },
};

export const NotSetUpOnPhone: Story = onMobile(NotSetUp);

/** Ended rules are no current authority: the card reads as for someone who never set it up. */
export const Ended: Story = {
  parameters: answering({
    authority: { ...authority, state: 'ENDED', endedAt: authority.signedAt },
    moneyWaitingPence: 0,
  }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByRole('link', { name: AUTO_INVEST_CARD_TEXTS.setUp })).toBeVisible();
    await expect(shown.queryByText(AUTO_INVEST_STATE_LABELS.ENDED)).toBeNull();
  },
};

/** While the card's answer comes, its place is held at the height it will have: nothing below it moves. */
export const Loading: Story = {
  parameters: answering(demoAutoInvest, 1_500),
  play: async ({ canvasElement }) => {
    const element = await cardElement(canvasElement);
    await expect(within(element).getByRole('status')).toHaveTextContent('loading...');
    const loadingHeight = element.getBoundingClientRect().height;
    await expect(
      await within(element).findByText(formatMoney(demoAutoInvest.moneyWaitingPence), {}, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(Math.abs(element.getBoundingClientRect().height - loadingHeight)).toBeLessThanOrEqual(1);
  },
};

export const LoadingOnPhone: Story = onMobile(Loading);

/** A server fault: the generic modal, and the card offers to try again; the dashboard stays. */
export const ServerError: Story = {
  parameters: asOlivia({ getAutoInvest: http.get('/auto-invest', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    const shown = await card(canvasElement);
    await expect(await shown.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'Investor dashboard' })).toBeVisible();
  },
};

/** The link opens the auto-invest page. */
export const OpensTheAutoInvestPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await card(canvasElement)).findByRole('link', { name: AUTO_INVEST_CARD_TEXTS.see }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(`Navigated to ${AUTO_INVEST_PATH}`),
    );
  },
};
