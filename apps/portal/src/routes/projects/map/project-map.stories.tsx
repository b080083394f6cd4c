import { demoProjects } from '@keystone/demo/fixtures';
import { type PublicSettings } from '@keystone/api';
import { http, MOCK_PUBLIC_SETTINGS } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http as anyHttp, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectMap } from './project-map.tsx';

const { latitude, longitude, title, city } = demoProjects.availableToPledge;
const label = `${title}, ${city}`;
const TILE_URL = 'https://tiles.example/{z}/{x}/{y}.png';

/** A 1 × 1 PNG, base64: what the stand-in tile server answers for every tile. */
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

/** The map settings `GET /settings` answers, and a tile server when tiles are configured. */
function mapParameters(map: Partial<PublicSettings['map']> | 'pending') {
  const parameters = screenParameters(
    {},
    {
      getPublicSettings: http.get('/settings', async ({ response }) => {
        if (map === 'pending') await delay('infinite');
        return response(200).json({
          ...MOCK_PUBLIC_SETTINGS,
          map: { ...MOCK_PUBLIC_SETTINGS.map, ...(map as object) },
        });
      }),
    },
  );
  const tiles = anyHttp.get('https://tiles.example/*', () =>
    HttpResponse.arrayBuffer(TINY_PNG.buffer, { headers: { 'Content-Type': 'image/png' } }),
  );
  return { ...parameters, msw: { handlers: { ...parameters.msw.handlers, tiles } } };
}

const meta = {
  title: 'Portal/Projects/Map',
  component: ProjectMap,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { latitude, longitude, label },
  parameters: { layout: 'padded', ...mapParameters({}) },
} satisfies Meta<typeof ProjectMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const findMap = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: `Map: ${label}` });

/** No tile server here: the outline of the UK shipped with the portal, the marker on it; never a blank box. */
export const WithoutTiles: Story = {
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    await expect(map).toHaveAttribute('aria-roledescription', 'map');
    await waitFor(() => expect(map.querySelector('path.project-map-outline')).not.toBeNull());
    const outline = map.querySelector('path.project-map-outline')!;
    // Drawn, not an empty path: the UK outline spans a good part of the box.
    await expect(outline.getAttribute('d')!.length).toBeGreaterThan(1_000);
    await expect(outline.getBoundingClientRect().height).toBeGreaterThan(100);
    const marker = map.querySelector('.project-map-marker')!;
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('title', label);
    // The marker sits inside the drawn outline's box (Kingston is in England).
    const box = outline.getBoundingClientRect();
    const pin = marker.getBoundingClientRect();
    await expect(pin.left).toBeGreaterThan(box.left);
    await expect(pin.right).toBeLessThan(box.right);
    await expect(map.querySelector('img.leaflet-tile')).toBeNull();
    await expect(within(map).getByText('Outline: Natural Earth')).toBeVisible();
  },
};

/** Tiles configured (`MAP_TILE_URL`): they load from the tile server, at street level around the marker. */
export const WithTiles: Story = {
  parameters: mapParameters({ tileUrl: TILE_URL, tileAttribution: '© Example Tiles <contributors>' }),
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    await waitFor(() => expect(map.querySelector('img.leaflet-tile-loaded')).not.toBeNull());
    const tile = map.querySelector<HTMLImageElement>('img.leaflet-tile-loaded')!;
    await expect(tile.src).toMatch(/^https:\/\/tiles\.example\/14\/\d+\/\d+\.png$/);
    await expect(tile.naturalWidth).toBe(1);
    await expect(map.querySelector('.project-map-marker')).not.toBeNull();
    await expect(map.querySelector('path.project-map-outline')).toBeNull();
    // The attribution is plain text: its angle brackets are shown, not read as HTML.
    await expect(within(map).getByText('© Example Tiles <contributors>')).toBeVisible();
  },
};

/** For the editor: a click on the map tells where. */
export const Pick: Story = {
  args: { onPick: fn() },
  play: async ({ canvasElement, args }) => {
    const map = await findMap(canvasElement);
    await waitFor(() => expect(map.querySelector('path.project-map-outline')).not.toBeNull());
    const { left, top, width, height } = map.getBoundingClientRect();
    const middle = { clientX: left + width / 2, clientY: top + height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: middle });
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    const [lat, lng] = (args.onPick as ReturnType<typeof fn>).mock.calls[0] as [number, number];
    // The middle of a map fitted to the UK is in the UK.
    await expect(lat).toBeGreaterThan(49);
    await expect(lat).toBeLessThan(61);
    await expect(lng).toBeGreaterThan(-9);
    await expect(lng).toBeLessThan(2);
  },
};

/** Until the map settings arrive, the box says the map is loading. */
export const Loading: Story = {
  parameters: mapParameters('pending'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the map');
  },
};
