import { errorResponse, http } from '@keystone/demo/mocks';
import { Button } from '@keystone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refusal, useApi } from '../../api/index.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { useErrorModal } from './error-modal.tsx';

const TITLE = 'Something went wrong';
const TEXT = 'Whatever happened, it was probably our fault. Please try again later.';

/** A screen that loads on demand and words only the answers it expects, as every portal screen does. */
function ScreenWithACall() {
  const errorModal = useErrorModal();
  const [asked, setAsked] = useState(false);
  // eslint-disable-next-line no-restricted-syntax -- the modal's own story: a bare typed call shows what the query client's handlers do, with no data module's options between
  const profile = useApi().useQuery('get', '/user', undefined, { enabled: asked, retry: false });
  const expectedError = refusal(profile.error);

  return (
    <main className="flex flex-col items-start gap-4 p-6">
      <h1 className="text-xl font-semibold">A screen</h1>
      <div className="flex gap-2">
        <Button onClick={() => setAsked(true)}>Load my profile</Button>
        <Button variant="outline" onClick={errorModal.show}>
          Show the error modal
        </Button>
      </div>
      {profile.isSuccess && <p>Loaded {profile.data.email}</p>}
      {expectedError && <p>{expectedError}</p>}
    </main>
  );
}

const meta = {
  title: 'Portal/Error modal',
  component: ScreenWithACall,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } }, ...screenParameters({}) },
} satisfies Meta<typeof ScreenWithACall>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function expectGenericModal(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: TITLE });
  await expect(dialog).toHaveAccessibleDescription(TEXT);
  return dialog;
}

async function load(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Load my profile' }));
}

/** Opened by `useErrorModal().show()` (the query client calls it); OK closes it and gives the focus back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Show the error modal' });
    await userEvent.click(trigger);
    const dialog = await expectGenericModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

/** The server broke (500, code 1): the query client's handler opens the modal, the screen does nothing. */
export const ServerError: Story = {
  parameters: screenParameters({}, { getCurrentUser: http.get('/user', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expectGenericModal(canvasElement);
  },
};

/** Any 5xx is unexpected, whatever its code (here 501, code 21). */
export const NotImplemented: Story = {
  parameters: screenParameters({}, { getCurrentUser: http.get('/user', () => errorResponse(21)) }),
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expectGenericModal(canvasElement);
  },
};

/** The network dropped: the client turns it into code 1 (503). */
export const NetworkFailure: Story = {
  parameters: screenParameters({}, { getCurrentUser: http.get('/user', () => HttpResponse.error()) }),
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expectGenericModal(canvasElement);
  },
};

/** An answer the screen words itself (401, code 6) opens no modal. */
export const ExpectedError: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expect(await within(canvasElement).findByText('Need token')).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
