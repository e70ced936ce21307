import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { searchAccounts } from '@portal/shared/contracts/accounts/search-accounts';
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
