import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { errorMessage, isNotFound } from '../../../lib/http/error-message';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { setSelectedAccountId } from '../../../lib/selected-account';
import { useSession } from '../../../lib/session/session-context';
import { formatAccountLabel } from '../../../lib/format';
import { useUserIdentity } from '../api/get-user-identity';
import { matchesAccountFilter } from '../components/account-filter';
import classes from './account-select-route.module.css';

const SEARCH_FROM = 6;

/** /account-select: a customer picks the account to work on; the choice is kept in browser storage. */
export function Component() {
  const { session } = useSession();
  const { accountId: selected, isAdmin } = useAccountContext();
  const username = session.status === 'signedIn' ? session.user.username : '';
  const identity = useUserIdentity(username, !isAdmin);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [filter, setFilter] = useState('');
  const destination = safeRedirectPath(search.get('redirectTo')) ?? paths.summary.href();

  // A customer with one account has nothing to choose: it is selected for them and they go on to where
  // they were going. Once it is the selected one (Switch Account), the screen shows it as usual.
  const records = identity.data?.Account_Contact_Assignments__r.records ?? [];
  const onlyAccountId = records.length === 1 ? records[0]!.Account__r.Postgres_External_Key__c : null;
  const autoSelect = !isAdmin && onlyAccountId !== null && onlyAccountId !== selected;
  useEffect(() => {
    if (!autoSelect || !onlyAccountId) return;
    setSelectedAccountId(onlyAccountId);
    void navigate(destination, { replace: true });
  }, [autoSelect, onlyAccountId, destination, navigate]);

  if (isAdmin) {
    return (
      <Stack gap="lg">
        <Title order={1}>Choose an account</Title>
        <Text>Provider staff open accounts from the account administration screen.</Text>
      </Stack>
    );
  }
  if (identity.isPending || autoSelect) return <Loader role="status" aria-label="Loading your accounts" />;
  if (identity.error) {
    if (isNotFound(identity.error))
      return (
        <Alert color="red" title={MESSAGES.notLinkedToContact}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Your sign-in works, but it is not linked to a business on the portal yet, so there is nothing to show. Ask
              your account manager to link it, or write to us with your business’s name and we will.
            </Text>
            <Button component={Link} to={paths.contactUs.href()} variant="white" color="red">
              Contact Us
            </Button>
          </Stack>
        </Alert>
      );
    return (
      <Alert color="red" title="Your accounts could not be loaded">
        {errorMessage(identity.error)}
      </Alert>
    );
  }

  const shown = records.filter((record) => matchesAccountFilter(record.Account__r, filter));
  const choose = (accountId: string) => {
    setSelectedAccountId(accountId);
    void navigate(destination, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Choose an account</Title>
        <Text c="dimmed">You can switch accounts at any time from the menu.</Text>
      </Stack>
      {records.length >= SEARCH_FROM && (
        <TextInput
          label="Find an account"
          description="Name, account number or city"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={360}
        />
      )}
      {records.length === 0 && <Alert title="No accounts yet">Your sign-in is not linked to any account.</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list}>
        {shown.map((record) => (
          <li key={record.Id}>
            <UnstyledButton
              className={classes.choice}
              onClick={() => choose(record.Account__r.Postgres_External_Key__c)}
              aria-current={record.Account__r.Postgres_External_Key__c === selected || undefined}
            >
              <Card withBorder padding="lg" radius="md" className={classes.card}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{record.Account__r.Name}</Text>
                    <Text size="sm" c="dimmed">
                      {formatAccountLabel(record.Account__r)}
                    </Text>
                  </Stack>
                  {/* Never squeezed: a cut-off role ("OW…") reads as nothing. */}
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {record.Contact_Role__c}
                  </Badge>
                </Group>
                {record.Account__r.Postgres_External_Key__c === selected && (
                  <Text size="sm" c="teal.9" mt="xs">
                    Current account
                  </Text>
                )}
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
