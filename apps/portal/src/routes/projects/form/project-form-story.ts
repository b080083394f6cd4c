import { demoUsers } from '@keystone/demo/fixtures';
import { type Project } from '@keystone/api';
import { errorResponse, http, MOCK_PUBLIC_SETTINGS, type handlers } from '@keystone/demo/mocks';
import { lockedFieldChanges } from '@keystone/flows/projects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters } from '../../../testing/screen-decorator.tsx';

// What the project editor's stories share: the screens signed in as the admin, and what a person looks at.

export const createScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: '/platform/projects/create', path: '/platform/projects/create', user: demoUsers.admin },
    overrides,
  );

export const editScreen = (id: number | string, overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/projects/edit/${id}`, path: '/platform/projects/edit/:id', user: demoUsers.admin },
    overrides,
  );

/** `getProject` answering `project` whatever the id. */
export const answering = (project: Project) => ({
  getProject: http.get('/projects/{id}', ({ response }) => response(200).json(project)),
});

/**
 * `updateProject` refusing, as the server does, a change to a field the stored project's status locks (flows'
 * `lockedFieldChanges`), so a story shows the form sends the locked fields as they are.
 */
export const refusingLockedChanges = (stored: Project) => ({
  updateProject: http.put('/projects/{id}', async ({ request, response }) => {
    const body = await request.json();
    const locked = lockedFieldChanges(stored.status, stored, body);
    if (locked.length > 0) {
      return errorResponse(2, { fieldErrors: locked.map((field) => ({ field, message: `${field} is locked` })) });
    }
    return response(200).json({ ...stored, ...body, images: stored.images, documents: stored.documents });
  }),
});

/** Settings saying the server has a geocoder. */
export const withGeocoder = {
  getPublicSettings: http.get('/settings', ({ response }) =>
    response(200).json({ ...MOCK_PUBLIC_SETTINGS, map: { ...MOCK_PUBLIC_SETTINGS.map, geocoding: true } }),
  ),
};

/** The form once it shows (an edit loads the project first). */
export async function projectForm(canvasElement: HTMLElement, name: 'Create project' | 'Edit project') {
  return within(await within(canvasElement).findByRole('form', { name }));
}

export const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const term = (canvasElement: HTMLElement, name: 'Short term' | 'Long term') =>
  within(within(canvasElement).getByRole('group', { name }));

type Scope = ReturnType<typeof within>;

/** The control labelled exactly `label` (a required field's label ends with its hidden '*'). */
export function control(scope: Scope, label: string): HTMLElement {
  return scope.getByLabelText((content: string) => content.replace(/\*$/, '').trim() === label, {
    selector: 'input, select, textarea',
  });
}

/** Replaces a field's text as a person would (select all, type). */
export async function fill(scope: Scope, label: string, value: string) {
  const field = control(scope, label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
}

/** The field's message, read the way a screen reader reads it: the field's description. */
export async function expectFieldMessage(scope: Scope, label: string, message: string) {
  const field = control(scope, label);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export async function expectNavigatedTo(canvasElement: HTMLElement, path: string) {
  const navigated = await within(canvasElement).findByTestId('navigated-to');
  await expect(navigated).toHaveTextContent(`Navigated to ${path}`);
}

export async function submit(scope: Scope, name: 'Create' | 'Update') {
  await userEvent.click(scope.getByRole('button', { name }));
}

/** Nothing was sent: the page is still the form, with the summary of what to correct. */
export async function expectBlocked(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByText('Please correct the following:')).toBeVisible();
  await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
}

/** Whether each control named is disabled (true) or editable (false). */
export async function expectLocks(scope: Scope, locks: Readonly<Record<string, boolean>>) {
  for (const [label, disabled] of Object.entries(locks)) {
    const field = control(scope, label);
    if (disabled) await expect(field).toBeDisabled();
    else await expect(field).toBeEnabled();
  }
}

/** The status select's options, in order. */
export function statusOptions(scope: Scope): string[] {
  const select = scope.getByRole('combobox', { name: /Status/ });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

export function fileInput(group: HTMLElement): HTMLInputElement {
  const input = group.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input in the group');
  return input;
}

export const pdf = (name = 'pitch-deck.pdf') => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });
export const png = (name = 'front.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });
