import type { SandboxPaymentsApi, TokenizerGlobal } from '@portal/shared/payments-tokenizer';

const loading = new Map<string, Promise<SandboxPaymentsApi>>();

/**
 * Adds the provider's tokenizer script to the page once, and answers its API when it has run. A failed load
 * is forgotten (and its tag removed), so trying again adds the script afresh.
 */
export function loadTokenizer(scriptUrl: string): Promise<SandboxPaymentsApi> {
  const loaded = (window as Window & TokenizerGlobal).SandboxPayments;
  if (loaded) return Promise.resolve(loaded);
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<SandboxPaymentsApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const api = (window as Window & TokenizerGlobal).SandboxPayments;
        // From now on the global answers; the pending promise is no longer needed.
        loading.delete(scriptUrl);
        if (api) resolve(api);
        else fail(new Error('The payment provider’s script did not start.'));
      };
      script.onerror = () => fail(new Error('The payment provider could not be reached.'));
      const fail = (error: Error) => {
        loading.delete(scriptUrl);
        script.remove();
        reject(error);
      };
      document.head.appendChild(script);
    });
    loading.set(scriptUrl, promise);
  }
  return promise;
}
