import { useSyncExternalStore } from 'react';

/** Browser storage key of the selected account id (specification section 3, client-kept state). */
export const SELECTED_ACCOUNT_KEY = 'selectedAccountId';

const listeners = new Set<() => void>();

export function getSelectedAccountId(): string | null {
  return window.localStorage.getItem(SELECTED_ACCOUNT_KEY);
}

export function setSelectedAccountId(accountId: string | null): void {
  if (accountId === null) window.localStorage.removeItem(SELECTED_ACCOUNT_KEY);
  else window.localStorage.setItem(SELECTED_ACCOUNT_KEY, accountId);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may switch account too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The selected account id, re-rendering when it changes in this tab or another. */
export function useSelectedAccountId(): string | null {
  return useSyncExternalStore(subscribe, getSelectedAccountId, () => null);
}
