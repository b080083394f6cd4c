import { demoFaqs, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, MOCK_SUPPORT_EMAIL, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { HELP_CONTACT_TEXTS, PlatformHelpPage, PublicHelpPage } from './help-page.tsx';
import { WithAddressBar } from '../../testing/address-bar.tsx';

const helpScreen = (route = '/platform/help', overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/help', user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Help',
  component: PlatformHelpPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...helpScreen() },
} satisfies Meta<typeof PlatformHelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const questionCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('details').length;
/** The categories' headings, in order: every heading of the second level but the contact section's. */
const categoryHeadings = (headings: HTMLElement[]) =>
  headings.map((heading) => heading.textContent).filter((text) => text !== HELP_CONTACT_TEXTS.heading);

/** Every category under its heading, in the contract's order; an answer opens under its question. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await canvas.findByText('Who can invest?');
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(categoryHeadings(headings)).toEqual([
      'Getting started',
      'Payments',
      'Your account',
      'About the platform',
      'General questions',
      'Investing',
    ]);
    await expect(questionCount(canvasElement)).toBe(demoFaqs.length);
    const answer = 'Transfers can take up to 48 hours to show.';
    await expect(canvas.getByText(answer)).not.toBeVisible();
    await userEvent.click(canvas.getByText('How long does a transfer take?'));
    await expect(canvas.getByText(answer)).toBeVisible();
    await expectContact(canvasElement, HELP_CONTACT_TEXTS.askAboutProject);
  },
};

/**
 * Issue 32: Help said 'Use the Contact button', which visitors do not have. It now gives the support address, a link,
 * and says what the reader can do besides: ask about a project once signed in, or ask for an invitation.
 */
async function expectContact(canvasElement: HTMLElement, besides: string) {
  const contact = within(within(canvasElement).getByRole('region', { name: HELP_CONTACT_TEXTS.heading }));
  const address = await contact.findByRole('link', { name: MOCK_SUPPORT_EMAIL });
  await expect(address).toHaveAttribute('href', `mailto:${MOCK_SUPPORT_EMAIL}`);
  await expect(address.closest('p')).toHaveTextContent(
    `${HELP_CONTACT_TEXTS.writeTo} ${MOCK_SUPPORT_EMAIL}. ${HELP_CONTACT_TEXTS.answerTime}`,
  );
  await expect(contact.getByText(besides, { exact: false })).toBeVisible();
  return contact;
}

export const Playground: Story = {};

/** A visitor reads the same answers without signing in, in the visitors' frame. */
export const Visitor: Story = {
  render: () => <PublicHelpPage />,
  parameters: screenParameters({ route: '/help', path: '/help' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Who can invest?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Keystone' })).toHaveAttribute('href', '/');
    const contact = await expectContact(canvasElement, HELP_CONTACT_TEXTS.visitorInvitation);
    await expect(contact.getByRole('link', { name: HELP_CONTACT_TEXTS.askForInvitation })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(contact.queryByText(HELP_CONTACT_TEXTS.askAboutProject)).toBeNull();
  },
};

export const Search: Story = {
  render: () => (
    <WithAddressBar>
      <PlatformHelpPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Who can invest?');
    await userEvent.type(canvas.getByLabelText('Search'), 'withdraw');
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/platform/help?search=withdraw'));
    await waitFor(() => expect(questionCount(canvasElement)).toBe(1));
    await expect(canvas.getByText('How do I withdraw my money?')).toBeVisible();
    await expect(categoryHeadings(canvas.getAllByRole('heading', { level: 2 }))).toEqual(['Payments']);
  },
};

/** Nothing matches: the seed's words. */
export const NoSearchResult: Story = {
  parameters: helpScreen('/platform/help?search=bitcoin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toHaveValue('bitcoin');
    await expect(questionCount(canvasElement)).toBe(0);
  },
};

export const Categories: Story = {
  render: () => (
    <WithAddressBar>
      <PlatformHelpPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Who can invest?');
    const group = canvas.getByRole('group', { name: 'Categories' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Your account' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/platform/help?category=ACCOUNT'));
    await expect(categoryHeadings(canvas.getAllByRole('heading', { level: 2 }))).toEqual(['Your account']);
    await expect(questionCount(canvasElement)).toBe(demoFaqs.filter((faq) => faq.category === 'ACCOUNT').length);
  },
};

/** Every category chip is whole on the screen: they wrap onto more lines on a phone, none cut off at the edge. */
async function expectEveryChipWhole(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('Who can invest?');
  const chips = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="toggle-chip"]')];
  await expect(chips).toHaveLength(6);
  const width = document.documentElement.clientWidth;
  for (const chip of chips) {
    const box = chip.getBoundingClientRect();
    await expect({ chip: chip.textContent, left: box.left >= 0, right: box.right <= width }).toEqual({
      chip: chip.textContent,
      left: true,
      right: true,
    });
    // Nothing between the chip and the page clips it.
    for (let box = chip.parentElement; box && box !== canvasElement; box = box.parentElement) {
      await expect(getComputedStyle(box).overflowX).toBe('visible');
    }
  }
  return chips;
}

export const CategoriesOnMobile: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const chips = await expectEveryChipWhole(canvasElement);
    const rows = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
};

export const CategoriesOnDesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1440);
    await expectEveryChipWhole(canvasElement);
  },
};

/** A search inside a category with no match there. */
export const NoResultInCategory: Story = {
  parameters: helpScreen('/platform/help?search=FSCS&category=PAYMENT'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No search result')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: helpScreen('/platform/help', {
    listFaq: http.get('/marketing/faq', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const ServerError: Story = {
  parameters: helpScreen('/platform/help', { listFaq: http.get('/marketing/faq', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = await page.findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: helpScreen('/platform/help', { listFaq: http.get('/marketing/faq', () => errorResponse(2)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
