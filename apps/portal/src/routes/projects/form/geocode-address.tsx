import { Button, Message } from '@keystone/ui';
import { MapPin, Search } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGeocode } from '../../../api/geocode.ts';
import { usePublicSettings } from '../../../api/settings.ts';
import type { ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const texts = PROJECT_FORM_TEXTS.location;
// The contract's bounds of the `address` query of GET /geocode.
const QUERY_MIN = 2;
const QUERY_MAX = 400;

/**
 * 'Find address' when the server has a geocoder (`GET /settings` → `map.geocoding`): the places found for the
 * address and city typed, one of which fills latitude and longitude. Without one, nothing shows: typing works.
 */
export function GeocodeAddress() {
  const settings = usePublicSettings();
  if (settings.data?.map.geocoding !== true) return null;
  return <FindAddress />;
}

function FindAddress() {
  const { control, setValue, formState } = useFormContext<ProjectFormState>();
  const [address, city] = useWatch({ control, name: ['address', 'city'] });
  const [searched, setSearched] = useState<string | null>(null);
  const query = [address, city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .slice(0, QUERY_MAX);
  const places = useGeocode(searched);

  function use(latitude: number, longitude: number) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('latitude', String(latitude), options);
    setValue('longitude', String(longitude), options);
    setSearched(null);
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={query.length < QUERY_MIN}
        loading={searched !== null && places.isFetching}
        onClick={() => setSearched(query)}
      >
        <Search aria-hidden="true" />
        {texts.findAddress}
      </Button>
      {searched !== null && places.data?.length === 0 && <Message variant="info">{texts.noPlace}</Message>}
      {searched !== null && places.data && places.data.length > 0 && (
        <section aria-label={texts.candidates}>
          <ul className="flex flex-col gap-2">
            {places.data.map((place) => (
              <li
                key={`${place.latitude},${place.longitude}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
              >
                <span className="flex items-center gap-2 text-sm">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  {place.label}
                </span>
                <Button
                  type="button"
                  size="sm"
                  aria-label={`${texts.usePlace}: ${place.label}`}
                  onClick={() => use(place.latitude, place.longitude)}
                >
                  {texts.usePlace}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
