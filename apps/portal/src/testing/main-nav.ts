import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The main navigation as a person reaches it at any width: beside the page on a wide screen, in the drawer the menu
 * button opens on a narrow one (the drawer is portalled, so it is looked for in the whole document).
 */
export async function openMainNav(canvasElement: HTMLElement) {
  const toggle = await within(canvasElement).findByRole('button', { name: 'Toggle menu' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return within(await within(document.body).findByRole('navigation', { name: 'Main' }));
}

/** Closes the drawer `openMainNav` opened on a narrow screen (Escape), so the page is reachable again. */
export async function closeMainNavDrawer() {
  const drawer = within(document.body).queryByRole('dialog', { name: 'Menu' });
  if (!drawer) return;
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
}
