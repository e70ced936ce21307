import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@portal/shared/messages';
import { formatAccountLabel } from '../../../lib/format';
import { useAccountSearch } from '../api/search-accounts';

/** Staff search accounts as they type (async select: 10 options; 'Start Typing to get options' when empty). */
export function AccountPicker({ onPick }: { onPick: (accountId: string) => void }) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [search] = useDebouncedValue(value, 250);
  const results = useAccountSearch(search);
  const items = results.data?.items ?? [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(accountId) => {
        combobox.closeDropdown();
        onPick(accountId);
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Find an account"
          placeholder="Name, account number or city"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={results.isFetching ? <Loader size={16} role="status" aria-label="Searching" /> : null}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          maw={480}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {/* A listbox only while there are options (ARIA); otherwise a plain message. */}
        {items.length > 0 && value.trim() !== '' ? (
          <Combobox.Options aria-label="Accounts">
            {items.map((item) => (
              <Combobox.Option value={item.Postgres_External_Key__c} key={item.Postgres_External_Key__c}>
                {item.Name} — {formatAccountLabel(item)}
                {/* Only a status worth a second look; nearly every account is Active. */}
                {item.Account_Status__c !== 'Active' && ` · ${item.Account_Status__c}`}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : (
          <Text size="sm" c="dimmed" p="xs" role="status">
            {value.trim() === ''
              ? MESSAGES.startTyping
              : results.isSuccess
                ? `No accounts match “${value}”.`
                : 'Searching…'}
          </Text>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
