import { demoAgreements, demoResaleAgreements, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS } from '@keystone/flows/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AgreementPage } from './agreement-page.tsx';

const id = demoAgreements[0]?.id ?? 1;
/** The agreement's one reference (issue 32 §4), its title and its frame's. */
const reference = demoAgreements[0]?.reference ?? '';
const olivia = demoUsers.approvedInvestor;

const agreementScreen = (
  user: typeof olivia = olivia,
  overrides: Partial<typeof handlers> = {},
  route = `/platform/agreement/${id}`,
) => screenParameters({ route, path: '/platform/agreement/:id', user }, overrides);

const meta = {
  title: 'Portal/Agreements/Agreement',
  component: AgreementPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...agreementScreen() },
} satisfies Meta<typeof AgreementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed PDF in a frame, and the same document to save; titled by its reference, with its status's label. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Agreement ${reference}` })).toBeVisible();
    await expect(canvas.getByText(AGREEMENT_STATUS_LABELS[demoAgreements[0]?.status ?? 'ACTIVE'])).toBeVisible();
    await expect(canvas.getByText(AGREEMENT_KIND_LABELS.PLEDGE)).toBeVisible();
    const frame = await canvas.findByTitle(`Agreement ${reference}`);
    await waitFor(() => expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await expect(canvas.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
      'href',
      `/api/agreements/${id}/document?download=true`,
    );
    await expect(canvas.queryByRole('link', { name: 'Agreement log' })).toBeNull();
  },
};

const phone = { viewport: { value: 'mobile', isRotated: false } };

/** At 1440 px too: the PDF in a frame, never the text. */
export const DesktopPdf: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTitle(`Agreement ${reference}`)).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    await expect(canvas.queryByRole('article', { name: AGREEMENT_TEXTS.textLabel })).toBeNull();
  },
};

/**
 * A phone: the agreement's words at body size, whole and inside the screen (issue 23: the frame cut its right
 * column off), the PDF a tap above them; no PDF is fetched for a frame.
 */
export const PhoneText: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: AGREEMENT_TEXTS.textLabel });
    const text = within(article);
    await expect(text.getByRole('heading', { level: 2, name: /^Investment agreement KSI/ })).toBeVisible();
    await expect(text.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(text.getByText(/^Signed electronically on /)).toBeVisible();
    await expect(
      parseFloat(getComputedStyle(text.getByText(/^Your capital is at risk\./)).fontSize),
    ).toBeGreaterThanOrEqual(16);
    for (const value of article.querySelectorAll('dd')) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('link', { name: AGREEMENT_TEXTS.openPdf })).toHaveAttribute(
      'href',
      `/api/agreements/${id}/document`,
    );
    await expect(canvas.queryByTitle(`Agreement ${reference}`)).toBeNull();
  },
};

/** A phone asking for another investor's agreement: the server's words, no text. */
export const PhoneFailed: Story = {
  globals: phone,
  parameters: agreementScreen(olivia, {
    getAgreementText: http.get('/agreements/{id}/text', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Illegal access')).toBeVisible();
    await expect(canvas.queryByRole('article', { name: AGREEMENT_TEXTS.textLabel })).toBeNull();
  },
};

/** Admins also reach the agreement's audit log. */
export const AsAdmin: Story = {
  parameters: agreementScreen(demoUsers.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTitle(`Agreement ${reference}`);
    await expect(canvas.getByRole('link', { name: 'Agreement log' })).toHaveAttribute(
      'href',
      `/platform/agreement/log/${id}`,
    );
  },
};

export const Loading: Story = {
  parameters: agreementScreen(olivia, {
    downloadAgreement: http.get('/agreements/{id}/document', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the document');
    await expect(within(canvasElement).queryByTitle(`Agreement ${reference}`)).toBeNull();
  },
};

/** Another investor's agreement, or one that does not exist: the server's words, never a blank frame. */
export const Failed: Story = {
  parameters: agreementScreen(olivia, {
    downloadAgreement: http.get('/agreements/{id}/document', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Illegal access')).toBeVisible();
    await expect(canvas.queryByTitle(`Agreement ${reference}`)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A server fault opens the generic modal; the page offers to try again, and no frame. */
export const ServerError: Story = {
  parameters: agreementScreen(olivia, {
    downloadAgreement: http.get('/agreements/{id}/document', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = await page.findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).queryByTitle(`Agreement ${reference}`)).toBeNull();
  },
};

/** An address that names no agreement. */
export const NotAnId: Story = {
  parameters: agreementScreen(olivia, {}, '/platform/agreement/abc'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Illegal access')).toBeVisible();
  },
};

const sellers = demoResaleAgreements.find((copy) => copy.agreement.kind === 'RESALE_SALE');
const sellersId = sellers?.agreement.id ?? 0;
const sellersScreen = () => agreementScreen(demoUsers.companyInvestor, {}, `/platform/agreement/${sellersId}`);

/** Issue 37: the seller's copy of a resale assignment, titled by the assignment's reference, saying which side it is. */
export const ResaleSellersCopy: Story = {
  parameters: sellersScreen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = `Agreement ${sellers?.agreement.reference}`;
    await expect(await canvas.findByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(AGREEMENT_KIND_LABELS.RESALE_SALE)).toBeVisible();
    const frame = await canvas.findByTitle(title);
    await waitFor(() => expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
  },
};

/** The same copy on a phone: the assignment's words (not a pledge's), signed by the buyer. */
export const ResaleCopyPhoneText: Story = {
  globals: phone,
  parameters: sellersScreen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: AGREEMENT_TEXTS.textLabel });
    const text = within(article);
    await expect(text.getByRole('heading', { level: 2, name: /^Assignment of a loan part KSR/ })).toBeVisible();
    await expect(text.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. The assignment',
      '2. The price',
      '3. Risk',
      '4. Signature',
    ]);
    await expect(text.getByText(/\(the seller\) assigns to .* \(the buyer\)/)).toBeVisible();
    await expect(text.getByText(/^Signed by the buyer on /)).toBeVisible();
    await expect(text.queryByRole('heading', { name: /^Investment agreement/ })).toBeNull();
  },
};
