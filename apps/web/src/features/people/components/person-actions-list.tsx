import { Menu } from '@mantine/core';
import { useState } from 'react';
import type { Person } from '@portal/shared/people';
import type { PersonAction } from '@portal/shared/people-rules';
import { useTakeOver, type TakeOver } from '../../../lib/deferred-part';
import { ActionsButton } from './actions-button';
import { ACTION_WORDS, personName } from './person-labels';

export interface PersonActionsListProps {
  person: Person;
  actions: PersonAction[];
  onChoose: (person: Person, action: PersonAction) => void;
  takeOver: TakeOver;
}

/** The row's menu itself, loaded after the first paint (person-actions-menu.tsx draws its button until then). */
export function PersonActionsList({ person, actions, onChoose, takeOver }: PersonActionsListProps) {
  const [opened, setOpened] = useState(false);
  const target = useTakeOver(takeOver, () => setOpened(true));
  return (
    // As the user menu: no focus placeholder (a role="presentation" child that role="menu" may not have).
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionsButton ref={target} name={personName(person)} />
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action} onClick={() => onChoose(person, action)}>
            {ACTION_WORDS[action].item}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
