import type { User } from '@keystone/api';
import type { handlers } from '@keystone/demo/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters } from '../../../testing/screen-decorator.tsx';
import { newcomer } from './wizard-states.ts';

// What the wizard's stories share: the screen signed in as the wizard's user, and what a person looks at.

export const wizardScreen = (user: User = newcomer, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: '/platform/kyc', path: '/platform/kyc', user }, overrides);

export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export async function expectStage(canvasElement: HTMLElement, title: string) {
  await expect(
    await within(canvasElement).findByRole('heading', { name: title, level: 2 }, { timeout: 5000 }),
  ).toBeVisible();
}

export async function pressNext(canvasElement: HTMLElement, name: string | RegExp = 'Next') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** The field's message, read the way a screen reader reads it: the field's description. */
export async function expectFieldMessage(canvasElement: HTMLElement, label: string, message: string) {
  const field = await within(canvasElement).findByLabelText(label, {
    exact: false,
    selector: 'input, select, button, textarea',
  });
  // A server's message arrives after the save: wait for it.
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export async function expectNoFieldMessages(canvasElement: HTMLElement) {
  await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
}

/** Picks an option of a @keystone/ui Select by its label. */
export async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: new RegExp(label) }), option);
}
