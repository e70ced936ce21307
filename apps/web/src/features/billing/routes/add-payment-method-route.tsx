import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { HttpError } from '../../../lib/http/http-error';
import { usePaymentsConfig } from '../api/get-payments-config';
import { AddPaymentMethodForm } from '../components/add-payment-method-form';
import { useTokenizer } from '../components/use-tokenizer';

/** /add-payment-method: a card or bank account through the payment provider's own form. */
export function Component() {
  const { accountId } = useAccountContext();
  if (!accountId) return <NoAccountSelected title="Add payment method" />;
  return (
    <Stack gap="lg" maw={640}>
      <BackLink to={paths.billing.href()}>Back to billing</BackLink>
      <Title order={1}>Add payment method</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              Card and bank details go straight to our payment provider through its secure form. The portal keeps only
              the brand and the last four digits.
            </Text>
          </Group>
          <ProviderForm accountId={accountId} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** The provider's address from the server, then its script, then its form: each may fail on its own. */
function ProviderForm({ accountId }: { accountId: string }) {
  const config = usePaymentsConfig();
  const tokenizer = useTokenizer(config.data?.tokenizerScriptUrl);
  return (
    <QueryState
      query={config}
      loadingLabel="Loading the card form"
      errorTitle="The card form could not load"
      renderError={(error) =>
        error instanceof HttpError && error.status === 503 ? (
          <Alert color="yellow" title="Payments are not available right now" role="alert">
            {errorMessage(error)} Your saved methods are unchanged; please try again later.
          </Alert>
        ) : undefined
      }
    >
      {() =>
        tokenizer.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading the card form" />
        ) : tokenizer.error ? (
          <Alert color="red" title="The card form could not load" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {tokenizer.error.message} Check your connection (or anything that blocks scripts in your browser) and
                try again.
              </Text>
              <Button size="xs" variant="white" color="red" onClick={() => void tokenizer.refetch()}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <AddPaymentMethodForm accountId={accountId} api={tokenizer.data} />
        )
      }
    </QueryState>
  );
}
