import { PROJECT_TEXT_MAX_LENGTH } from '@keystone/flows/projects';
import { TextField } from '@keystone/ui';
import { FormField } from '@keystone/ui/form';
import { useFormContext, useWatch } from 'react-hook-form';
import { ProjectMap } from '../map/index.ts';
import { FormSection, type IsLocked } from './form-section.tsx';
import { GeocodeAddress } from './geocode-address.tsx';
import type { ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const { fields } = PROJECT_FORM_TEXTS;

interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Coordinates as the form holds them: text, with no more decimals than a map click means (about 1 m). */
const coordinate = (value: number) => String(Number(value.toFixed(5)));

/** The typed point, once both coordinates read as numbers within range; the rules word anything else. */
function pointOf(latitude: string, longitude: string): MapPoint | undefined {
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  const inRange = Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;
  return latitude.trim() && longitude.trim() && inRange ? point : undefined;
}

/**
 * Address, city and the coordinates typed by hand; 'Find address' fills the coordinates when the server has a
 * geocoder, and a click on the map moves the marker there while the coordinates may change.
 */
export function LocationSection({ locked }: { locked: IsLocked }) {
  const { control, setValue } = useFormContext<ProjectFormState>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = pointOf(latitude, longitude);
  const coordinatesLocked = locked('latitude') || locked('longitude');
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.location}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="address"
          label={fields.address}
          render={(field) => (
            <TextField required maxLength={PROJECT_TEXT_MAX_LENGTH.address} {...field} disabled={locked('address')} />
          )}
        />
        <FormField
          control={control}
          name="city"
          label={fields.city}
          render={(field) => (
            <TextField required maxLength={PROJECT_TEXT_MAX_LENGTH.city} {...field} disabled={locked('city')} />
          )}
        />
      </div>
      {!coordinatesLocked && <GeocodeAddress />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="latitude"
          label={fields.latitude}
          render={(field) => <TextField required inputMode="decimal" {...field} disabled={locked('latitude')} />}
        />
        <FormField
          control={control}
          name="longitude"
          label={fields.longitude}
          render={(field) => <TextField required inputMode="decimal" {...field} disabled={locked('longitude')} />}
        />
      </div>
      {point && (
        <div data-slot="project-map-preview" aria-label={PROJECT_FORM_TEXTS.location.mapPreview} role="region">
          <ProjectMap
            {...point}
            label={PROJECT_FORM_TEXTS.location.mapPreview}
            onPick={
              coordinatesLocked
                ? undefined
                : (pickedLatitude, pickedLongitude) => {
                    const options = { shouldDirty: true, shouldValidate: true };
                    setValue('latitude', coordinate(pickedLatitude), options);
                    setValue('longitude', coordinate(pickedLongitude), options);
                  }
            }
          />
        </div>
      )}
    </FormSection>
  );
}
