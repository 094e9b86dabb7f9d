/**
 * Matching a caller's address against a business's IP allowlist with Node's net.BlockList:
 * single addresses and CIDR ranges, IPv4 and IPv6. A socket reports an IPv4 caller on a dual-stack server
 * as `::ffff:a.b.c.d`, which is matched as the IPv4 address it is.
 */
import { BlockList, isIP } from 'node:net';

/** The addresses a business's keys may call from, or null when its list is empty (every address may call). */
export type IpAllowlist = BlockList | null;

export function allowlistOf(entries: readonly string[]): IpAllowlist {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether `ip` (the request's address, after TRUST_PROXY) may call with a key of this business. */
export function isAllowedIp(allowlist: IpAllowlist, ip: string): boolean {
  if (!allowlist) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  const type = isIP(address);
  if (type === 0) return false;
  return allowlist.check(address, type === 6 ? 'ipv6' : 'ipv4');
}
