import { checkedAddresses, RefusedAddress, type AddressPolicy } from '../../lib/address-policy';

/** What is wrong with a webhook URL's form, or null: https only (http too where private networks are allowed). */
export function urlFormProblem(url: string, policy: Pick<AddressPolicy, 'allowPrivateNetworks'>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks';
  }
  const schemes = policy.allowPrivateNetworks ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(parsed.protocol)) return 'The URL must start with https://';
  if (parsed.username || parsed.password) return 'The URL cannot carry a user name or password';
  if (!parsed.hostname) return 'The URL needs a host name';
  return null;
}

/**
 * What keeps a webhook URL from being delivered to, or null: its form, then every address its host
 * resolves to (private, loopback, link-local and metadata addresses are refused).
 */
export async function urlProblem(url: string, policy: AddressPolicy): Promise<string | null> {
  const formProblem = urlFormProblem(url, policy);
  if (formProblem) return formProblem;
  try {
    await checkedAddresses(new URL(url).hostname, policy);
    return null;
  } catch (error) {
    if (error instanceof RefusedAddress) return `Webhooks cannot go to this URL: ${error.message}`;
    throw error;
  }
}
