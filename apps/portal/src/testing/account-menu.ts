import { expect, userEvent, within } from 'storybook/test';

/** Opens the account menu behind the avatar in the top bar, as a person does at any width; the menu is portalled. */
export async function openAccountMenu(canvasElement: HTMLElement) {
  const banner = within(await within(canvasElement).findByRole('banner'));
  const trigger = await banner.findByRole('button', { name: /^Account menu, / });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return within(await within(document.body).findByRole('menu'));
}
