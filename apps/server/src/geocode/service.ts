import type { GeocodedPlace } from '@keystone/api';
import { REQUIRED_MESSAGES } from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';

/** The contract's `maxItems` for the answer. */
const maxPlaces = 5;

/** The places the configured geocoder finds for an address; 501 (code 21) when none is configured. */
export async function geocodeAddress(app: AppContext, query: string): Promise<GeocodedPlace[]> {
  const { providers } = app;
  const { geocoder } = providers;
  // Without a configured service the call is not there (501 code 21); typed coordinates always work.
  if (geocoder === undefined) throw new AppError(21);
  // Spaces alone pass the contract's length but name no place.
  const address = query.trim();
  if (address.length < 2) {
    throw new AppError(2, { fieldErrors: [{ field: 'address', message: REQUIRED_MESSAGES.fieldRequired }] });
  }
  try {
    return await geocoder.search(address, maxPlaces);
  } catch (error) {
    // Logged with its cause by the error handler, as every 500 is.
    throw new AppError(1, { cause: error });
  }
}
