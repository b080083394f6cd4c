import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './file-upload.tsx';

// The product's limits and words come from @keystone/flows; the demo spells them out.
const kycTypes = ['.jpg', '.jpeg', '.png', '.pdf'];
const maxBytes = 7_340_032;
const messages = {
  rejected: 'Incorrect format',
  uploaded: 'successfully uploaded',
  failed: (message: string | undefined) => `error: ${message ?? 'Unable to upload file'}`,
};

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function succeeds(file: File, onProgress: (ratio: number) => void) {
  for (const ratio of [0.25, 0.5, 0.75, 1]) {
    await pause(40);
    onProgress(ratio);
  }
  return { fileUrl: `/files/temp/${file.name}` };
}

let finishUpload: () => void = () => undefined;

/**
 * Like `succeeds`, but the last quarter waits until the story lets it finish: the bar is there to be seen however
 * slow the machine (a 160 ms upload could be over before a loaded machine's first look).
 */
async function succeedsWhenLet(file: File, onProgress: (ratio: number) => void) {
  const finished = new Promise<void>((resolve) => (finishUpload = resolve));
  onProgress(0.75);
  await finished;
  onProgress(1);
  return { fileUrl: `/files/temp/${file.name}` };
}

async function fails(_file: File, onProgress: (ratio: number) => void): Promise<{ fileUrl: string }> {
  await pause(40);
  onProgress(0.3);
  throw { errorCode: 3, message: 'Unable to upload file' };
}

function pdf(name = 'passport.pdf', bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

// A real DragEvent carrying a real DataTransfer: what the browser hands the drop zone.
function drag(zone: HTMLElement, type: 'dragenter' | 'drop', ...files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('FileUpload renders no file input');
  return input;
}

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: 'Front of document',
    accept: kycTypes,
    maxBytes,
    // Worded by the app (flows' uploadLimitsText): the design system formats nothing.
    limits: 'JPG, JPEG, PNG or PDF, up to 7 MB',
    messages,
    upload: fn(succeeds),
    onUploaded: fn(),
    onRejected: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload<{ fileUrl: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { upload: fn(succeedsWhenLet) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Front of document' });
    const choose = within(group).getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAccessibleDescription('JPG, JPEG, PNG or PDF, up to 7 MB');
    // Issue 32: 'Drag a file here' only where a pointer can drag; a touch screen (pointer: coarse) shows the button
    // alone. The test browser has a mouse, so the words show here.
    const dragHint = within(group).getByText('Drag a file here, or');
    await expect(getComputedStyle(dragHint).display).toBe(matchMedia('(pointer: fine)').matches ? 'block' : 'none');
    await expect(matchMedia('(pointer: fine)').matches).toBe(true);

    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading passport.pdf' })).toBeVisible();
    finishUpload();
    await expect(await canvas.findByText('successfully uploaded')).toBeVisible();
    await expect(canvas.getByText('passport.pdf')).toBeVisible();
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(args.onUploaded).toHaveBeenCalledWith({ fileUrl: '/files/temp/passport.pdf' }, expect.any(File));
  },
};

export const Playground: Story = {
  args: {
    label: 'Pitch deck',
    accept: ['.pdf'],
    maxBytes: 52_428_800,
    limits: 'PDF, up to 50 MB',
    hint: 'One PDF file',
    required: true,
    disabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = await canvas.findByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAccessibleDescription('PDF, up to 50 MB One PDF file');
    await userEvent.upload(fileInput(canvasElement), pdf('deck.pdf'));
    await expect(await canvas.findByText('successfully uploaded')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    upload: fn((_file: File, onProgress: (ratio: number) => void) => {
      onProgress(0.4);
      return new Promise<{ fileUrl: string }>(() => {});
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading passport.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    // A second file cannot start while the first uploads.
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAttribute('aria-busy', 'true');
    await userEvent.upload(fileInput(canvasElement), pdf('other.pdf'));
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

export const Uploaded: Story = {
  args: { uploadedFileName: 'passport-front.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('successfully uploaded')).toBeVisible();
    await expect(canvas.getByText('passport-front.png')).toBeVisible();
  },
};

export const Rejected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await canvas.findByText('Incorrect format')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(args.onRejected).toHaveBeenCalledTimes(1);
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('scan.pdf', maxBytes + 1));
    await expect(await canvas.findByText('Incorrect format')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { upload: fn(fails) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByText('error: Unable to upload file')).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
    // The same file can be tried again.
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2));
  },
};

export const Dropped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot=file-upload-dropzone]');
    if (!zone) throw new Error('no drop zone');
    const scan = new File([new Uint8Array(512)], 'proof-of-address.jpg', { type: 'image/jpeg' });
    drag(zone, 'dragenter', scan);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag(zone, 'drop', scan);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(await canvas.findByText('successfully uploaded')).toBeVisible();
    await expect(args.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'proof-of-address.jpg' }),
      expect.any(Function),
    );
  },
};

export const DroppedSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot=file-upload-dropzone]');
    if (!zone) throw new Error('no drop zone');
    drag(zone, 'drop', pdf('one.pdf'), pdf('two.pdf'));
    await expect(await canvas.findByText('Incorrect format')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please upload the picture' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = await canvas.findByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAccessibleDescription('JPG, JPEG, PNG or PDF, up to 7 MB Please upload the picture');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Choose file' })).toBeDisabled();
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot=file-upload-dropzone]');
    if (!zone) throw new Error('no drop zone');
    drag(zone, 'drop', pdf());
    await expect(args.upload).not.toHaveBeenCalled();
  },
};
