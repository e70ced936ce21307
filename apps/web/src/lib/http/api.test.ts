import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { searchAccounts } from '@portal/shared/contracts/accounts/search-accounts';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { callApi, contractKey } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('builds the path, query and method from the contract', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getAccountAudit, { params: { accountId: 'a/b' }, query: { cursor: 'c1', limit: 10 } });
    await callApi(searchAccounts, { query: { search: 'plumb', limit: 10 } });
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls[0]).toMatch(/\/ad-portal\/advprtl\/accounts\/a%2Fb\/audit\?cursor=c1&limit=10$/);
    expect(urls[1]).toMatch(/\/ad-portal\/advprtl\/accounts\?search=plumb&limit=10$/);
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ method: 'GET' });
  });
});

describe('contractKey', () => {
  it('starts with the path pattern, then params and query', () => {
    expect(contractKey(getAccount, { params: { accountId: 'x' } })).toEqual([
      'ad-portal/advprtl/accounts/:accountId',
      { accountId: 'x' },
      {},
    ]);
  });
});

describe('callApi for a money write', () => {
  const ok = () =>
    new Response(JSON.stringify({ id: 'p1' }), { status: 201, headers: { 'content-type': 'application/json' } });

  it('sends the attempt’s Idempotency-Key header', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    await callApi(topUp, {
      params: { accountId: 'a1' },
      body: { amountCents: 5000, paymentMethodId: 'm1' },
      idempotencyKey: 'attempt-1',
    });
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('attempt-1');
    expect(JSON.parse(init.body as string)).toEqual({ amountCents: 5000, paymentMethodId: 'm1' });
  });

  it('refuses to send one without a key', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    const input = { params: { accountId: 'a1' }, body: { amountCents: 5000, paymentMethodId: 'm1' } };
    // @ts-expect-error the type asks for the key too
    expect(() => callApi(topUp, input)).toThrow('needs an idempotency key');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no such header on other calls', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getAccount, { params: { accountId: 'a1' } });
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.headers).not.toHaveProperty('idempotency-key');
  });
});
