import { http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { CreateProjectPage } from './project-form-page.tsx';
import { control, createScreen, fill, projectForm, withGeocoder } from './project-form-story.ts';

// The location section's lookup: 'Find address' shows only when the server has a geocoder (GET /settings).

const meta = {
  title: 'Portal/Projects/Form/Location',
  component: CreateProjectPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...createScreen(withGeocoder) },
} satisfies Meta<typeof CreateProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => projectForm(canvasElement, 'Create project');

/** With a geocoder: 'Find address' offers the places found; using one fills the coordinates. */
export const GeocodingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Address', '10 Downing Street');
    await userEvent.click(await canvas.findByRole('button', { name: 'Find address' }));
    const places = within(await canvas.findByRole('region', { name: 'Places found' }));
    const place = '10 Downing Street, London, United Kingdom';
    await expect(places.getByText(place)).toBeVisible();
    await userEvent.click(places.getByRole('button', { name: `Use this place: ${place}` }));
    await expect(control(canvas, 'Latitude')).toHaveValue('51.5072');
    await expect(control(canvas, 'Longitude')).toHaveValue('-0.1276');
    await expect(canvas.queryByRole('region', { name: 'Places found' })).toBeNull();
  },
};

/** With a geocoder that finds nothing: said so, and the coordinates are typed instead. */
export const GeocodingNone: Story = {
  parameters: createScreen({
    ...withGeocoder,
    geocodeAddress: http.get('/geocode', ({ response }) => response(200).json([])),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Address', 'Nowhere Lane');
    await userEvent.click(await canvas.findByRole('button', { name: 'Find address' }));
    await expect(
      await canvas.findByText('No place was found for this address. Type the latitude and longitude instead.'),
    ).toBeVisible();
    await expect(control(canvas, 'Latitude')).toHaveValue('');
  },
};

/** Without a geocoder the coordinates are typed; no button promises a lookup. */
export const NoGeocoder: Story = {
  parameters: createScreen(),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Address', '10 Downing Street');
    await fill(canvas, 'Latitude', '51.5034');
    await expect(control(canvas, 'Latitude')).toHaveValue('51.5034');
    await expect(canvas.queryByRole('button', { name: 'Find address' })).toBeNull();
  },
};

/** Typed coordinates show the map with the project's marker; a click on the map moves the coordinates there. */
export const MapPreview: Story = {
  parameters: createScreen(),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Map preview' })).toBeNull();
    await fill(canvas, 'Latitude', '53.4808');
    await fill(canvas, 'Longitude', '-2.2426');
    const preview = await canvas.findByRole('region', { name: 'Map preview' });
    const map = await within(preview).findByTestId('project-map');
    await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull());
    const { left, top, width, height } = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: left + width / 3, clientY: top + height / 3 },
    });
    await expect(control(canvas, 'Latitude')).not.toHaveValue('53.4808');
    await expect(control(canvas, 'Longitude')).not.toHaveValue('-2.2426');
  },
};
