import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

// The search's list and positioning code (Combobox, Popover, floating-ui: 22 KB gzipped) stay out of the first
// load of /account and /admin/{accountId} (docs/decisions/0030); only staff ever draw it.
const { Lazy: AccountPicker } = lazyComponent(() => import('./account-picker').then((module) => module.AccountPicker));

/**
 * The staff's account search. Until its code is here, the same field, disabled and as tall, keeps the
 * screen from moving when it arrives.
 */
export function LazyAccountPicker({ onPick }: { onPick: (accountId: string) => void }) {
  return (
    <Suspense
      fallback={
        <TextInput
          label="Find an account"
          placeholder="Name, account number or city"
          leftSection={<IconSearch size={16} aria-hidden />}
          disabled
          maw={480}
        />
      }
    >
      <AccountPicker onPick={onPick} />
    </Suspense>
  );
}
