/**
 * The country of an IP address, from geoip-country's offline database (no network call per request).
 * The database is read on first use, not at start-up, so routes that never ask pay nothing.
 */
import { createRequire } from 'node:module';

interface GeoIp {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoIp | undefined;

/** ISO 3166 alpha-2 code (upper case), or null for private, local and unknown addresses. */
export function countryOfIp(ip: string | undefined): string | null {
  if (!ip) return null;
  // An IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
  try {
    return geoip.lookup(address)?.country?.toUpperCase() ?? null;
  } catch {
    return null;
  }
}
