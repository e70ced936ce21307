import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Person } from '@portal/shared/people';
import type { PeopleCaller, PersonAction } from '@portal/shared/people-rules';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { PersonActionsMenu } from './person-actions-menu';
import { STATUS_LABELS, personName, twoStepText } from './person-labels';

function StatusBadges({ person, now }: { person: Person; now: Date }) {
  const expired =
    person.temporaryPasswordExpiresAt !== null &&
    new Date(person.temporaryPasswordExpiresAt).getTime() <= now.getTime();
  return (
    <Group gap={4} wrap="wrap">
      {!person.enabled && (
        <Badge color="red.8" variant="filled" miw="max-content">
          Disabled
        </Badge>
      )}
      <Badge
        color={expired ? 'red' : person.status === 'CONFIRMED' ? 'gray' : 'blue'}
        variant="light"
        miw="max-content"
      >
        {expired ? 'Temporary password expired' : STATUS_LABELS[person.status]}
      </Badge>
      {person.staff && (
        <Badge color="violet" variant="light" miw="max-content">
          {person.staffByOperator ? 'Staff (operator)' : 'Staff'}
        </Badge>
      )}
    </Group>
  );
}

const accountsText = (person: Person) =>
  person.accounts.length === 0
    ? 'None'
    : person.accounts.map((account) => `${account.accountName} (${account.role})`).join(', ');

/** The people table's columns; `now` dates a lapsed temporary password, `onChoose` opens an action's dialog. */
export function peopleColumns(
  caller: PeopleCaller,
  now: Date,
  onChoose: (person: Person, action: PersonAction) => void,
): ResponsiveColumn<Person>[] {
  return [
    {
      label: 'Person',
      phone: 'title',
      render: (person) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {personName(person)}
          </Text>
          {person.name && (
            // Whole in the table; broken only where a phone's card is too narrow for it.
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {person.email}
            </Text>
          )}
        </Stack>
      ),
    },
    { label: 'Status', phone: 'unlabelled', render: (person) => <StatusBadges person={person} now={now} /> },
    // A non-breaking hyphen: the table's header must not break it into "Two-" and "step".
    { label: 'Two\u2011step', render: (person) => twoStepText(person.twoStep) },
    {
      label: 'Last sign-in',
      render: (person) => (person.lastSignInAt ? formatDateTime(person.lastSignInAt, undefined, { now }) : 'Never'),
    },
    { label: 'Accounts', render: accountsText },
    {
      label: 'Actions',
      // On a phone beside the name, where a person's card starts (docs/decisions/0054).
      phone: 'figure',
      render: (person) => <PersonActionsMenu person={person} caller={caller} onChoose={onChoose} />,
    },
  ];
}
