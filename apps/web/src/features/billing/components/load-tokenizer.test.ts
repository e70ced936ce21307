import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPaymentsApi, TokenizerGlobal } from '@portal/shared/payments-tokenizer';
import { loadTokenizer } from './load-tokenizer';

const URL_A = 'https://payments.example.test/tokenizer.js';
const scripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === URL_A);
const global = window as Window & TokenizerGlobal;

afterEach(() => {
  delete global.SandboxPayments;
  document.head.innerHTML = '';
});

describe('loadTokenizer', () => {
  it('adds the script once, however often it is asked, and answers its API', async () => {
    const first = loadTokenizer(URL_A);
    const second = loadTokenizer(URL_A);
    expect(scripts()).toHaveLength(1);
    const api = { mount: () => ({}) } as unknown as SandboxPaymentsApi;
    global.SandboxPayments = api;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    await expect(loadTokenizer(URL_A)).resolves.toBe(api);
    expect(scripts()).toHaveLength(1);
  });

  it('forgets a failed load, so that trying again adds the script afresh', async () => {
    const failed = loadTokenizer(URL_A);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The payment provider could not be reached.');
    expect(scripts()).toHaveLength(0);
    void loadTokenizer(URL_A).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
