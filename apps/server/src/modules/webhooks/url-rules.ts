import { webhookUrlShapeProblem } from '@portal/shared/webhooks';
import { addressRefusal, type AddressPolicy } from '../../lib/address-policy';

/** What is wrong with a webhook URL's form, or null: its shape, then https only (http too where private networks are allowed). */
export function urlFormProblem(url: string, policy: Pick<AddressPolicy, 'allowPrivateNetworks'>): string | null {
  const shape = webhookUrlShapeProblem(url);
  if (shape) return shape;
  if (!policy.allowPrivateNetworks && new URL(url).protocol !== 'https:') return 'The URL must start with https://';
  return null;
}

/**
 * What keeps a webhook URL from being delivered to, or null: its form, then every address its host
 * resolves to (private, loopback, link-local and metadata addresses are refused).
 */
export async function urlProblem(url: string, policy: AddressPolicy): Promise<string | null> {
  const formProblem = urlFormProblem(url, policy);
  if (formProblem) return formProblem;
  const refused = await addressRefusal(new URL(url).hostname, policy);
  return refused && `Webhooks cannot go to this URL: ${refused}`;
}
