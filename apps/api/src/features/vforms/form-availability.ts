/**
 * Whether a published form takes responses right now, checked in a fixed order: not started, ended,
 * entries used up, then the caller's country. The view shows the answer; the submission enforces it.
 */
import type { TVFormAvailability, TVFormSettings } from '@verity/client';
import { forbidden } from '../../http/app-error.js';
import { countryOfIp } from './ip-country.js';
import type { VFormTemplateRow } from './vform-store.js';

export const availabilityMessages = {
  not_started: 'This form is not open yet',
  ended: 'This form is closed',
  entries_exhausted: 'This form is no longer accepting responses',
  country_restricted: 'This form is not available in your country',
} as const;

const open: TVFormAvailability = { open: true, reason: null, message: null };
const closed = (reason: keyof typeof availabilityMessages): TVFormAvailability => ({
  open: false,
  reason,
  message: availabilityMessages[reason],
});

/** Whether only some countries' IPs may respond (the restriction switch and the country list both on). */
export function restrictsCountries(settings: TVFormSettings): boolean {
  return settings.restrictAccess && settings.allowOnlySelectedCountriesIP;
}

export function availabilityOf(
  row: Pick<VFormTemplateRow, 'entries' | 'allowedEntries'>,
  settings: TVFormSettings,
  now: Date,
  ip: string | undefined,
): TVFormAvailability {
  const at = now.getTime();
  if (settings.startDate && Date.parse(settings.startDate) > at) return closed('not_started');
  if (settings.endDate && Date.parse(settings.endDate) <= at) return closed('ended');
  if (row.allowedEntries !== null && row.entries >= row.allowedEntries) return closed('entries_exhausted');
  if (restrictsCountries(settings)) {
    // An address we cannot place is not in the list: a restricted form stays closed to it.
    const country = countryOfIp(ip);
    if (!country || !settings.validIpCountryCodes.map((c) => c.toUpperCase()).includes(country))
      return closed('country_restricted');
  }
  return open;
}

/** Throws 403 with the reason's message when the form is closed to this caller. */
export function assertAvailable(availability: TVFormAvailability): void {
  if (!availability.open) throw forbidden(availability.message ?? availabilityMessages.ended);
}
