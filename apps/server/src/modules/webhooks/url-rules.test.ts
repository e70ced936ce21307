import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../lib/address-policy';
import { urlProblem } from './url-rules';

const publicOnly = (addresses: Record<string, string[]> = {}) => ({
  allowPrivateNetworks: false,
  resolve: async (host: string) => {
    const found = addresses[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  },
});

describe('where webhooks may go', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.9', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fc00::5', 'unique local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::', 'unspecified'],
    // IPv4-compatible IPv6 (::/96): ::7f00:1 is 127.0.0.1, and ipaddr.js names it no special range.
    ['::7f00:1', 'not a public address'],
    ['::127.0.0.1', 'not a public address'],
    ['::a00:1', 'not a public address'],
    ['::8.8.8.8', 'not a public address'],
    // Outside 2000::/3 and named by no range of ipaddr.js.
    ['4000::1', 'not a public address'],
  ])('refuses %s (%s)', (address, words) => {
    expect(addressProblem(address)).toContain(words);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('lets %s through', (address) => {
    expect(addressProblem(address)).toBeNull();
  });

  it('explains each refused URL', async () => {
    const policy = publicOnly({
      'hooks.example.com': ['93.184.216.34'],
      'sneaky.example.com': ['93.184.216.34', '10.0.0.8'],
    });
    expect(await urlProblem('https://hooks.example.com/in', policy)).toBeNull();
    expect(await urlProblem('http://hooks.example.com/in', policy)).toBe('The URL must start with https://');
    expect(await urlProblem('hooks.example.com/in', policy)).toMatch(/full URL/);
    expect(await urlProblem('https://user:pw@hooks.example.com/in', policy)).toMatch(/user name or password/);
    expect(await urlProblem('https://127.0.0.1/in', policy)).toBe(
      'Webhooks cannot go to this URL: 127.0.0.1 is a loopback address',
    );
    expect(await urlProblem('https://[::1]:8443/in', policy)).toMatch(/::1 is a loopback address/);
    // Words a person reads, with their article.
    expect(await urlProblem('https://0.0.0.0/in', policy)).toMatch(/0\.0\.0\.0 is an unspecified address$/);
    expect(await urlProblem('https://[64:ff9b::7f00:1]/in', policy)).toMatch(/is a NAT64 \(RFC 6052\) address$/);
    expect(await urlProblem('https://[2001::1]/in', policy)).toMatch(/2001::1 is a Teredo tunnel address$/);
    expect(await urlProblem('https://[::127.0.0.1]/', policy)).toMatch(
      /^Webhooks cannot go to this URL: ::7f00:1 is not a public/,
    );
    expect(await urlProblem('https://[::7f00:1]/', policy)).toMatch(/::7f00:1 is not a public address/);
    expect(await urlProblem('https://sneaky.example.com/in', policy)).toBe(
      'Webhooks cannot go to this URL: sneaky.example.com resolves to 10.0.0.8, a private address',
    );
    expect(await urlProblem('https://nowhere.example.com/in', policy)).toMatch(/could not be resolved/);
    const dev = { ...policy, allowPrivateNetworks: true };
    expect(await urlProblem('http://127.0.0.1:9/in', dev)).toBeNull();
  });
});
