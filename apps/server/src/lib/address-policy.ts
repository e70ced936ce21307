import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/** Answers every address a host name resolves to (both families). Injected, so tests can name any address. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where webhooks may go: public unicast addresses over https, unless private networks are allowed (dev, tests). */
export interface AddressPolicy {
  allowPrivateNetworks: boolean;
  resolve: ResolveHost;
}

/** Cloud metadata services, named even though their ranges (link-local, unique local) are refused anyway. */
const METADATA = new BlockList();
METADATA.addAddress('169.254.169.254', 'ipv4');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

/**
 * IANA's global unicast block: every public IPv6 address is in it. ipaddr.js names the special IPv6 ranges
 * it knows and calls everything else 'unicast', including ranges it does not name (the IPv4-compatible
 * ::/96, deprecated since 2006, which reaches IPv4 hosts: ::7f00:1 is 127.0.0.1), so an IPv6 address must
 * also be named by this range to be public.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why an address may not receive webhooks, or null when it may: only public unicast, decided by the
 * range an address is named by, never by a list of bad ones. ipaddr.js names the special ranges (private,
 * loopback, link-local, carrier-grade NAT, unspecified, multicast, reserved, unique local, 6to4/Teredo/NAT64
 * that tunnel to IPv4...); an IPv4-mapped IPv6 address is judged as IPv4; any other IPv6 address must lie in
 * the global unicast block.
 */
export function addressProblem(address: string): string | null {
  const plain = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(plain)) return `${address} is not an IP address`;
  // IPv6 in its canonical hex form first: ipaddr.js reads any dotted tail as IPv4-mapped, so it would take
  // the IPv4-compatible "::127.0.0.1" for ::ffff:127.0.0.1, though it is ::7f00:1 (as the URL parser says).
  const canonical = plain.includes(':') ? new URL(`http://[${plain}]`).hostname.slice(1, -1) : plain;
  const parsed = ipaddr.process(canonical);
  const family = parsed.kind() === 'ipv4' ? 'ipv4' : 'ipv6';
  if (METADATA.check(parsed.toString(), family)) return `${plain} is a cloud metadata address`;
  const range = parsed.range();
  if (range !== 'unicast') {
    const words = RANGE_WORDS[range] ?? range;
    return `${plain} is ${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} address`;
  }
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) {
    return `${plain} is not a public address (IPv6 outside the global unicast range 2000::/3)`;
  }
  return null;
}

const RANGE_WORDS: Record<string, string> = {
  private: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT (shared)',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
  reserved: 'reserved',
  uniqueLocal: 'private (unique local)',
  ipv4Mapped: 'IPv4-mapped',
  rfc6052: 'NAT64 (RFC 6052)',
  rfc6145: 'IPv4-translated (RFC 6145)',
  teredo: 'Teredo tunnel',
  '6to4': '6to4 tunnel',
};

/**
 * The addresses a webhook to `hostname` may connect to: all it resolves to, each checked (one bad address
 * refuses the host, since a resolver could hand out either). Throws RefusedAddress with the reason.
 */
export async function checkedAddresses(hostname: string, policy: AddressPolicy): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new RefusedAddress(`${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new RefusedAddress(`${host} could not be resolved`);
  }
  if (policy.allowPrivateNetworks) return addresses;
  for (const address of addresses) {
    const problem = addressProblem(address);
    if (problem)
      throw new RefusedAddress(
        isIP(host) ? problem : `${host} resolves to ${problem.replace(/^\S+ is /, `${address}, `)}`,
      );
  }
  return addresses;
}

/** Why a request may not go to `hostname` (RefusedAddress's words), or null when it may: checkedAddresses, in words. */
export async function addressRefusal(hostname: string, policy: AddressPolicy): Promise<string | null> {
  try {
    await checkedAddresses(hostname, policy);
    return null;
  } catch (error) {
    if (error instanceof RefusedAddress) return error.message;
    throw error;
  }
}

/**
 * A connection pool (undici) whose every new connection goes to an address checked against the policy when it is
 * opened: the host name is resolved here and the socket opened to the checked address, so DNS cannot swap in
 * another between check and connect (TLS still verifies the name). Webhooks and pushes go out through one each.
 */
export function checkedAgent(policy: AddressPolicy, options: { connections: number; timeoutMs: number }): Agent {
  const base = buildConnector({ timeout: options.timeoutMs });
  return new Agent({
    connections: options.connections,
    keepAliveTimeout: 4_000,
    connect: (connectOptions, callback) => {
      checkedAddresses(connectOptions.hostname, policy).then(
        (addresses) => base({ ...connectOptions, hostname: addresses[0]! }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}
