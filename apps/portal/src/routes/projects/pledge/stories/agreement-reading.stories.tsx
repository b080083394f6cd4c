import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { expectStep, pledgeScreen, pledgeState, project } from './pledge-stories.ts';
import { drawSignature } from './signature-drawing.ts';

// Issue 23: nobody signs what they have not been shown in full. On a phone the agreement is text at body size (the
// same words as the PDF), read once its end has been on screen; on a desktop the PDF in a frame, read once the
// investor ticks 'I have read the agreement'; opening the PDF counts on both.

const meta = {
  title: 'Portal/Projects/Pledge/04 eSignature/Reading the agreement',
  component: PledgeFlow,
  args: { project, onLeave: fn(), snapshot: pledgeState({ eSignature: 'signing' }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const signButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Sign' });
const agreementText = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: AGREEMENT_TEXTS.textLabel });
const pdfLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: AGREEMENT_TEXTS.openPdf });

/** Sign waits, and says why in words a person reads beside it. */
async function expectSignWaits(canvasElement: HTMLElement, reason: string) {
  await expect(signButton(canvasElement)).toBeDisabled();
  await expect(signButton(canvasElement)).toHaveAccessibleDescription(reason);
}

/** Follows the link's click as React sees it, but keeps the test's page from opening a tab. */
function keepLinkInPage(canvasElement: HTMLElement) {
  const stay = (event: Event) => event.preventDefault();
  canvasElement.ownerDocument.addEventListener('click', stay);
  return () => canvasElement.ownerDocument.removeEventListener('click', stay);
}

/** Scrolls the page until the agreement's last line is on screen, as a thumb would. */
async function scrollToEnd(canvasElement: HTMLElement) {
  const end = within(canvasElement).getByText(AGREEMENT_TEXTS.textEnd);
  await expect(end.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
  end.scrollIntoView({ block: 'end' });
}

/** A phone: the agreement as text, body size, sections as headings; the PDF a tap away; Sign waits for the end. */
export const PhoneTextView: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'eSignature');
    const article = await agreementText(canvasElement);
    const text = within(article);
    await expect(text.getByRole('heading', { level: 4, name: 'Investment agreement KSI0000001S' })).toBeVisible();
    await expect(text.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual([
      '1. The parties',
      '2. The project',
      '3. The investment',
      '4. Risk',
      '5. Signature',
    ]);
    await expect(text.getByText(project.title, { exact: false })).toBeVisible();
    const risk = text.getByText(/^Your capital is at risk\./);
    await expect(parseFloat(getComputedStyle(risk).fontSize)).toBeGreaterThanOrEqual(16);
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await waitFor(() => expect(pdfLink(canvasElement)).toHaveAttribute('href', expect.stringMatching(/^blob:/)));
    await expect(within(canvasElement).queryByTitle('Agreement')).toBeNull();
  },
};

/** Not read yet: a signature is drawn, and Sign still waits for the agreement's end, saying so. */
export const PhoneNotYetRead: Story = {
  globals: phone,
  args: { snapshot: pledgeState({ eSignature: 'signing' }, { signatures: { DRAW: 'data:image/png;base64,AA==' } }) },
  play: async ({ canvasElement }) => {
    await agreementText(canvasElement);
    await expectSignWaits(canvasElement, AGREEMENT_TEXTS.signUnread);
  },
};

/** Scrolled to its end: the agreement counts as read, and a signature then enables Sign. */
export const PhoneReadByScrolling: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await agreementText(canvasElement);
    await expectSignWaits(canvasElement, AGREEMENT_TEXTS.signUnread);
    await scrollToEnd(canvasElement);
    await waitFor(() => expectSignWaits(canvasElement, AGREEMENT_TEXTS.signNoSignature));
    await drawSignature(canvasElement);
    await waitFor(() => expect(signButton(canvasElement)).toBeEnabled());
    await expect(within(canvasElement).queryByText(AGREEMENT_TEXTS.signNoSignature)).toBeNull();
  },
};

/** Read (a state): Sign available once the signature is there, with no reason beside it. */
export const PhoneRead: Story = {
  globals: phone,
  args: {
    snapshot: pledgeState(
      { eSignature: 'signing' },
      { agreementRead: true, signatures: { DRAW: 'data:image/png;base64,AA==' } },
    ),
  },
  play: async ({ canvasElement }) => {
    await agreementText(canvasElement);
    await expect(signButton(canvasElement)).toBeEnabled();
    await expect(signButton(canvasElement)).not.toHaveAccessibleDescription();
  },
};

/** Opening the PDF (one tap, above the text) shows the whole agreement too. */
export const PhoneOpensPdf: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await agreementText(canvasElement);
    const release = keepLinkInPage(canvasElement);
    await userEvent.click(pdfLink(canvasElement));
    release();
    await waitFor(() => expectSignWaits(canvasElement, AGREEMENT_TEXTS.signNoSignature));
  },
};

/** A desktop keeps the PDF in a frame; Sign waits until the investor says they read it. */
export const DesktopFrameNotYetRead: Story = {
  globals: desktop,
  args: { snapshot: pledgeState({ eSignature: 'signing' }, { signatures: { DRAW: 'data:image/png;base64,AA==' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'eSignature');
    const frame = await canvas.findByTitle('Agreement');
    await waitFor(() => expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await expect(canvas.queryByRole('article', { name: AGREEMENT_TEXTS.textLabel })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: AGREEMENT_TEXTS.readConfirm })).not.toBeChecked();
    await expectSignWaits(canvasElement, AGREEMENT_TEXTS.signUnreadConfirm);
  },
};

/** Ticking 'I have read the agreement' makes Sign available; the tick then stays. */
export const DesktopConfirmsRead: Story = {
  globals: desktop,
  args: { snapshot: pledgeState({ eSignature: 'signing' }, { signatures: { DRAW: 'data:image/png;base64,AA==' } }) },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: AGREEMENT_TEXTS.readConfirm });
    await userEvent.click(box);
    await waitFor(() => expect(signButton(canvasElement)).toBeEnabled());
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  },
};

/** Opening the PDF in a tab of its own counts as reading it, and ticks the box. */
export const DesktopOpensPdf: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTitle('Agreement');
    const release = keepLinkInPage(canvasElement);
    await userEvent.click(pdfLink(canvasElement));
    release();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('checkbox', { name: AGREEMENT_TEXTS.readConfirm })).toBeChecked(),
    );
    await expectSignWaits(canvasElement, AGREEMENT_TEXTS.signNoSignature);
  },
};
