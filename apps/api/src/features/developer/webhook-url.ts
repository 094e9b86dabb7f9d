/**
 * Where a webhook may be delivered. In production: https only, and never to this machine or a
 * private network (loopback, RFC 1918, carrier-grade NAT, link-local, unique-local IPv6, the unspecified
 * address), checked on every address the name resolves to, so a public name pointing inside is refused too.
 * The dispatcher checks again at delivery, inside the connection's own DNS lookup (`publicOnlyLookup`), so a
 * name cannot answer a public address to the check and an internal one to the connection (DNS rebinding).
 * Elsewhere (development, tests, a fresh `npm start`) a local receiver is allowed.
 */
import { type LookupAddress, lookup as lookupCallback } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../http/app-error.js';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Whether an address is this machine's or a private network's (an IPv4-mapped IPv6 address as its IPv4). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return internal.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
}

export const HTTPS_REQUIRED = 'The webhook URL must start with https://';
export const INTERNAL_URL =
  'The webhook URL must be reachable on the internet, not a local or private address';
export const UNRESOLVED_URL = 'The webhook URL’s host name could not be found';

function refuse(message: string): never {
  throw new AppError('ValidationError', message, { fieldErrors: { url: message } });
}

/**
 * The checks that need no DNS (https; an address written in the URL is public). Answers the host name to
 * resolve, or null when the URL names an address.
 */
export function assertPublicUrlForm(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') refuse(HTTPS_REQUIRED);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return host;
  if (isInternalAddress(host)) refuse(INTERNAL_URL);
  return null;
}

/** Throws a 400 with the url field's message when the endpoint may not receive deliveries. */
export async function assertDeliverableUrl(url: string, production: boolean): Promise<void> {
  if (!production) return;
  const host = assertPublicUrlForm(url);
  if (host === null) return;
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    refuse(UNRESOLVED_URL);
  }
  if (addresses.length === 0) refuse(UNRESOLVED_URL);
  if (addresses.some(isInternalAddress)) refuse(INTERNAL_URL);
}

/** A DNS lookup for outgoing connections that fails when the name resolves to an internal address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (found.length === 0 || found.some((entry) => isInternalAddress(entry.address)))
      return callback(Object.assign(new Error(INTERNAL_URL), { code: 'EINTERNAL' }), '', 0);
    if (options.all) return callback(null, found);
    const [first] = found;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};
