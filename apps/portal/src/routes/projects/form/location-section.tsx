import { PROJECT_TEXT_MAX_LENGTH } from '@keystone/flows/projects';
import { TextField } from '@keystone/ui';
import { FormField } from '@keystone/ui/form';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection, type IsLocked } from './form-section.tsx';
import { GeocodeAddress } from './geocode-address.tsx';
import type { ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const { fields } = PROJECT_FORM_TEXTS;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The typed point, once both coordinates read as numbers within range; the rules word anything else. */
function pointOf(latitude: string, longitude: string): MapPoint | undefined {
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  const inRange = Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;
  return latitude.trim() && longitude.trim() && inRange ? point : undefined;
}

/**
 * Address, city and the coordinates typed by hand; 'Find address' fills the coordinates when the server has a
 * geocoder. `renderMapPreview` is the slot for the map preview (the map component is built apart).
 */
export function LocationSection({
  locked,
  renderMapPreview,
}: {
  locked: IsLocked;
  renderMapPreview?: ((point: MapPoint) => ReactNode) | undefined;
}) {
  const { control } = useFormContext<ProjectFormState>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = pointOf(latitude, longitude);
  const coordinatesLocked = locked('latitude') || locked('longitude');
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.location}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="address"
          render={(field) => (
            <TextField
              label={fields.address}
              required
              maxLength={PROJECT_TEXT_MAX_LENGTH.address}
              {...field}
              disabled={locked('address')}
            />
          )}
        />
        <FormField
          control={control}
          name="city"
          render={(field) => (
            <TextField
              label={fields.city}
              required
              maxLength={PROJECT_TEXT_MAX_LENGTH.city}
              {...field}
              disabled={locked('city')}
            />
          )}
        />
      </div>
      {!coordinatesLocked && <GeocodeAddress />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="latitude"
          render={(field) => (
            <TextField label={fields.latitude} required inputMode="decimal" {...field} disabled={locked('latitude')} />
          )}
        />
        <FormField
          control={control}
          name="longitude"
          render={(field) => (
            <TextField
              label={fields.longitude}
              required
              inputMode="decimal"
              {...field}
              disabled={locked('longitude')}
            />
          )}
        />
      </div>
      {/* MAP PREVIEW SLOT: the screen passes the map component of routes/projects/map/ here. */}
      {point && renderMapPreview && (
        <div data-slot="project-map-preview" aria-label={PROJECT_FORM_TEXTS.location.mapSlotLabel} role="region">
          {renderMapPreview(point)}
        </div>
      )}
    </FormSection>
  );
}
