import { demoUsers } from '@keystone/demo/fixtures';
import { forgetMockMemory, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { DEFAULT_LATE_PAYMENT_DAYS, LATE_PAYMENT_DAYS_MESSAGE } from '@keystone/flows/projects';
import { AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT, AUTO_INVEST_MESSAGES } from '@keystone/flows/auto-invest';
import { RESALE_FEE_MESSAGES } from '@keystone/flows/resale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openMainNav } from '../../testing/main-nav.ts';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { PlatformSettingsPage } from './platform-settings-page.tsx';
import { PLATFORM_SETTINGS_PATH, SETTINGS_TEXTS } from './settings-texts.ts';

// The admin's platform settings (issue 34 §3): the late-payment days, edited here for every project rather than from
// each project's repayment panel, which shows them read-only with a link here.

const screen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: PLATFORM_SETTINGS_PATH, path: PLATFORM_SETTINGS_PATH, user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/Settings/Platform settings',
  component: PlatformSettingsPage,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...screen() },
} satisfies Meta<typeof PlatformSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const daysForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: SETTINGS_TEXTS.settingsTitle }));

/** The days as saved, in a form under 'Late payments'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: SETTINGS_TEXTS.title, level: 1 })).toBeVisible();
    const section = within(await canvas.findByRole('region', { name: SETTINGS_TEXTS.latePaymentsTitle }));
    const days = await section.findByRole('textbox', { name: SETTINGS_TEXTS.lateDays });
    await expect(days).toHaveValue(String(DEFAULT_LATE_PAYMENT_DAYS));
    await expect(section.getByText(SETTINGS_TEXTS.lateDaysHint)).toBeVisible();
  },
};

/** While the setting loads, its place holds the form's height. */
export const Loading: Story = {
  parameters: screen({
    getRepaymentSettings: http.get('/repayment-settings', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
    getResaleSettings: http.get('/resale-settings', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
    getAutoInvestSettings: http.get('/auto-invest/settings', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** Flows' rule refuses 0 under the field; 45 is saved, said above the page, and the form keeps 45. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await daysForm(canvasElement);
    const days = form.getByRole('textbox', { name: SETTINGS_TEXTS.lateDays });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveDays }));
    await expect(await form.findByText(LATE_PAYMENT_DAYS_MESSAGE)).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveDays }));
    await expect(await within(canvasElement).findByText(SETTINGS_TEXTS.saved(45))).toBeVisible();
    await expect((await daysForm(canvasElement)).getByRole('textbox', { name: SETTINGS_TEXTS.lateDays })).toHaveValue(
      '45',
    );
  },
};

/** Saved on a phone: the form and the message fit 390 px. */
export const SavedOnAPhone: Story = onMobile({ ...Saved });

const feeForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: SETTINGS_TEXTS.resaleFormTitle }));

/** The resale market's seller fee, 50 basis points shown as 0.5 (percent), under 'Resale market'. */
export const ResaleFee: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: SETTINGS_TEXTS.resaleTitle }));
    await expect(await section.findByRole('textbox', { name: SETTINGS_TEXTS.resaleFee })).toHaveValue('0.5');
    await expect(section.getByText(SETTINGS_TEXTS.resaleFeeHint)).toBeVisible();
  },
};

/** More than 10% is refused under the field; 0.75 is saved as 75 basis points and said above the page. */
export const ResaleFeeSaved: Story = {
  play: async ({ canvasElement }) => {
    const form = await feeForm(canvasElement);
    const fee = form.getByRole('textbox', { name: SETTINGS_TEXTS.resaleFee });
    await userEvent.clear(fee);
    await userEvent.type(fee, '12');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveFee }));
    await expect(await form.findByText(RESALE_FEE_MESSAGES.invalid)).toBeVisible();
    await userEvent.clear(fee);
    await userEvent.type(fee, '0.75');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveFee }));
    await expect(await within(canvasElement).findByText(SETTINGS_TEXTS.feeSaved('0.75%'))).toBeVisible();
    await expect((await feeForm(canvasElement)).getByRole('textbox', { name: SETTINGS_TEXTS.resaleFee })).toHaveValue(
      '0.75',
    );
  },
};

export const ResaleFeeSavedOnAPhone: Story = onMobile({ ...ResaleFeeSaved });

const shareForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: SETTINGS_TEXTS.autoInvestFormTitle }));

/** The most a project may keep for auto-investors, under 'Auto-invest', next to the resale fee. */
export const AutoInvestShare: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: SETTINGS_TEXTS.autoInvestTitle }));
    await expect(await section.findByRole('textbox', { name: SETTINGS_TEXTS.autoInvestShare })).toHaveValue(
      String(AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT),
    );
    await expect(section.getByText(SETTINGS_TEXTS.autoInvestShareHint)).toBeVisible();
  },
};

/** More than 100% or not a whole percent is refused under the field by flows' rule; 40 is saved and said above. */
export const AutoInvestShareSaved: Story = {
  play: async ({ canvasElement }) => {
    const form = await shareForm(canvasElement);
    const share = await form.findByRole('textbox', { name: SETTINGS_TEXTS.autoInvestShare });
    await userEvent.clear(share);
    await userEvent.type(share, '12.5');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveAutoInvestShare }));
    await expect(await form.findByText(AUTO_INVEST_MESSAGES.shareAboveMaximum(100))).toBeVisible();
    await userEvent.clear(share);
    await userEvent.type(share, '40');
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXTS.saveAutoInvestShare }));
    await expect(await within(canvasElement).findByText(SETTINGS_TEXTS.autoInvestSaved(40))).toBeVisible();
    await expect(
      (await shareForm(canvasElement)).getByRole('textbox', { name: SETTINGS_TEXTS.autoInvestShare }),
    ).toHaveValue('40');
  },
};

export const AutoInvestShareSavedOnAPhone: Story = onMobile({ ...AutoInvestShareSaved });

/** A server fault opens the generic modal; the page offers another try. */
export const LoadFailed: Story = {
  parameters: screen({ getRepaymentSettings: http.get('/repayment-settings', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The admin reaches it from the navigation ('Settings'), at a desktop's width and in a phone's drawer. */
async function fromTheNavigation(canvasElement: HTMLElement) {
  await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Settings' }));
  await expect(
    await within(canvasElement).findByRole('heading', { name: SETTINGS_TEXTS.title, level: 1 }),
  ).toBeVisible();
  await waitFor(() => expect(document.title).toBe(`${SETTINGS_TEXTS.title} · Keystone`));
  await expect(await within(canvasElement).findByRole('form', { name: SETTINGS_TEXTS.settingsTitle })).toBeVisible();
}

const inThePlatform = screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.admin });

export const FromTheNavigation: Story = {
  ...onDesktop({}),
  parameters: inThePlatform,
  play: async ({ canvasElement }) => fromTheNavigation(canvasElement),
};

export const FromTheNavigationOnAPhone: Story = {
  ...onMobile({}),
  parameters: inThePlatform,
  play: async ({ canvasElement }) => fromTheNavigation(canvasElement),
};
