import { Text } from '@mantine/core';
import type { Person } from '@portal/shared/people';
import { offeredActions, type PeopleCaller, type PersonAction } from '@portal/shared/people-rules';
import { deferredPart } from '../../../lib/deferred-part';
import { ActionsButton } from './actions-button';
import { personName } from './person-labels';

// Mantine's Menu with floating-ui is not needed to draw the list (docs/decisions/0030): it loads after the first
// paint, or at once when a row's button is pointed at, focused or pressed.
const usePersonActionsList = deferredPart(() =>
  import('./person-actions-list').then((module) => module.PersonActionsList),
);

/** A person's row actions: only those the rules allow the caller and that would change something. */
export function PersonActionsMenu({
  person,
  caller,
  onChoose,
}: {
  person: Person;
  caller: PeopleCaller;
  onChoose: (person: Person, action: PersonAction) => void;
}) {
  const { Part, takeOver, standIn } = usePersonActionsList();
  const actions = offeredActions(caller, person);
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (!Part) return <ActionsButton name={personName(person)} aria-expanded={false} {...standIn} />;
  return <Part person={person} actions={actions} onChoose={onChoose} takeOver={takeOver} />;
}
