/**
 * The Create organization form (`POST /organizations/account/create`): its starting values, and the location
 * as a state of the chosen country (`GET /countries/{cc}/states`); a country without a list of states takes
 * the location as typed. The logo is optional: an image uploaded through the media upload, whose location the
 * request carries.
 */
import type { TCreateOrganizationRequest, TState } from '@verity/client';

export function organizationDefaults(countryCode: string): TCreateOrganizationRequest {
  return {
    name: '',
    firstName: '',
    lastName: '',
    email: '',
    supportEmail: '',
    countryCode,
    mobile: '',
    location: '',
    branchAddress: '',
  };
}

/** The location choices: the country's states by name (the API stores and filters the name). */
export function locationOptions(states: readonly TState[]): { value: string; label: string }[] {
  return states.map((state) => ({ value: state.name, label: state.name }));
}

export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** The request with the uploaded logo's location, or without a logo. */
export function withLogo(
  values: TCreateOrganizationRequest,
  logo: string | null,
): TCreateOrganizationRequest {
  const { logo: _unused, ...rest } = values;
  return logo ? { ...rest, logo } : rest;
}
