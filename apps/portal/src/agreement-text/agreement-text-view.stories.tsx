import { demoAgreements } from '@keystone/demo/fixtures';
import { demoAgreementText } from '@keystone/demo/mocks';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../testing/on-desktop.ts';
import { onMobile } from '../testing/on-mobile.ts';
import { AgreementPdfLink } from './agreement-pdf-link.tsx';
import { AgreementTextView } from './agreement-text-view.tsx';

const agreement = demoAgreements[0];
const text = agreement && demoAgreementText(agreement);
if (!text) throw new Error('the demo has no agreement to show');

const meta = {
  title: 'Portal/Agreements/Agreement text',
  component: AgreementTextView,
  tags: ['autodocs'],
  args: { text, level: 2, onReadToEnd: fn() },
  parameters: { layout: 'padded', a11y: { test: 'error' } },
} satisfies Meta<typeof AgreementTextView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement's words at body size, section by section; reaching its last line counts it as read. */
const readsToTheEnd: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const article = canvas.getByRole('article', { name: AGREEMENT_TEXTS.textLabel });
  await expect(within(article).getByRole('heading', { level: 2, name: text.title })).toBeVisible();
  for (const section of text.sections) {
    await expect(within(article).getByRole('heading', { level: 3, name: section.heading })).toBeInTheDocument();
  }
  await expect(parseFloat(getComputedStyle(article).fontSize)).toBeGreaterThanOrEqual(16);
  const end = canvas.getByText(AGREEMENT_TEXTS.textEnd);
  end.scrollIntoView();
  await waitFor(() => expect(args.onReadToEnd).toHaveBeenCalledTimes(1));
  await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
};

export const Default: Story = { play: readsToTheEnd };

export const OnMobile: Story = { ...onMobile({}), play: readsToTheEnd };

export const OnDesktop: Story = { ...onDesktop({}), play: readsToTheEnd };

/** The PDF one tap away; opening it counts the agreement as read. Without an address yet, it is marked unavailable. */
export const PdfLink: StoryObj<typeof AgreementPdfLink> = {
  args: { href: '#agreement.pdf', onOpen: fn() },
  render: (args) => <AgreementPdfLink {...args} />,
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: AGREEMENT_TEXTS.openPdf });
    await expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const PdfLinkNotReady: StoryObj<typeof AgreementPdfLink> = {
  args: { href: undefined },
  render: (args) => <AgreementPdfLink {...args} />,
  play: async ({ canvasElement }) => {
    // Without an href an <a> is no link: found by its text, marked unavailable.
    await expect(within(canvasElement).getByText(AGREEMENT_TEXTS.openPdf).closest('a')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
