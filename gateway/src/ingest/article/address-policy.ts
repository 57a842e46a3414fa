import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the article fetcher may connect to (SSRF guard). Checked on the
 * resolved address of every hop — the socket connects to the very address that was checked, so a
 * DNS answer cannot change between the check and the connection.
 *
 * Always refused: link-local (169.254.0.0/16, fe80::/10 — this is where cloud metadata services
 * live, 169.254.169.254, fd00:ec2::254 aside), unspecified (0.0.0.0, ::), broadcast, multicast and
 * reserved ranges, and the metadata addresses themselves. Refused unless `allowPrivate`
 * (ARTICLE_FETCH_ALLOW_PRIVATE=true, for tests and local runs; refused in production by the config):
 * loopback (127.0.0.0/8, ::1), private (10/8, 172.16/12, 192.168/16), unique-local (fc00::/7),
 * carrier-grade NAT (100.64/10). IPv4-mapped IPv6 addresses are judged as the IPv4 address.
 */
export interface AddressPolicy {
  allowPrivate: boolean;
  /**
   * Loopback only (127.0.0.0/8, ::1), not the other private ranges: the push sender's
   * WEB_PUSH_ALLOW_LOOPBACK, for a test push service on this machine (refused in production).
   */
  allowLoopback?: boolean;
}

const ALWAYS_BLOCKED = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'reserved',
  'benchmarking',
  'amt',
  'as112',
  'as112v6',
  'deprecated',
  'orchid2',
  'droneRemoteIdProtocolEntityTags',
  'discard',
]);
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

export type AddressVerdict = { ok: true } | { ok: false; reason: 'private' | 'blocked' | 'invalid' };

export function checkAddress(address: string, policy: AddressPolicy): AddressVerdict {
  if (!ipaddr.isValid(address)) return { ok: false, reason: 'invalid' };
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (METADATA.has(ip.toNormalizedString()) || METADATA.has(ip.toString())) return { ok: false, reason: 'blocked' };
  const range = ip.range();
  if (ALWAYS_BLOCKED.has(range)) return { ok: false, reason: 'blocked' };
  if (range === 'loopback' && policy.allowLoopback) return { ok: true };
  if (PRIVATE_RANGES.has(range)) return policy.allowPrivate ? { ok: true } : { ok: false, reason: 'private' };
  // 6to4, Teredo and NAT64 wrap other addresses; refuse rather than unwrap them.
  if (range !== 'unicast') return { ok: false, reason: 'blocked' };
  return { ok: true };
}

/** True for loopback, private and unique-local addresses (where a test server may use any port). */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return PRIVATE_RANGES.has(ip.range());
}
