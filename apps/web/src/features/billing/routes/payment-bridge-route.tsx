import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff, IconLock } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { createQueryClient } from '../../../lib/query-client';
import { useBridgeLink } from '../api/bridge';
import { usePaymentsConfig } from '../api/get-payments-config';
import { BridgePaymentForm } from '../components/bridge-payment-form';
import { DetailRows } from '../components/detail-rows';
import { useTokenizer } from '../components/use-tokenizer';

const backToLogin = (
  <Anchor component={Link} to={paths.login.href()} ta="center">
    Go to Login
  </Anchor>
);

/**
 * /payment-bridge?token=…: pays an invoice or a top-up from an emailed link, without signing in. The link
 * names the account and the amount; a used, expired or altered link says so plainly.
 */
export function Component() {
  // The signed-out area keeps no query cache (its screens make plain calls): this page brings its own.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentBridge />
    </QueryClientProvider>
  );
}

function PaymentBridge() {
  const [params] = useSearchParams();
  const linkToken = params.get('token') ?? '';
  const link = useBridgeLink(linkToken);
  if (!linkToken) {
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />} title="This payment link is incomplete">
          Open the link from your email again (the whole link), or log in to pay from Billing.
        </Alert>
        {backToLogin}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Payment Link</Title>
      <QueryState
        query={link}
        loadingLabel="Loading the payment"
        errorTitle="This payment link cannot be used"
        renderError={(error) => (
          <Stack gap="md">
            <Alert
              color="red"
              variant="light"
              icon={<IconLinkOff aria-hidden />}
              title="This payment link cannot be used"
            >
              {errorMessage(error)}
            </Alert>
            {backToLogin}
          </Stack>
        )}
      >
        {(data) => (
          <Stack gap="md">
            <DetailRows
              label="Payment"
              rows={[
                ['Account', data.accountName],
                ['For', data.invoiceNumber ? `Invoice ${data.invoiceNumber}` : 'A top-up of the prepaid balance'],
                ['Amount', formatMoney(data.amountCents)],
                ['Link valid until', data.expiresAt.slice(0, 10)],
              ]}
            />
            <Text size="sm" c="dimmed">
              <IconLock size={14} aria-hidden /> The card is typed into our payment provider’s secure form and used for
              this payment only.
            </Text>
            <ProviderForm linkToken={linkToken} link={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ProviderForm({
  linkToken,
  link,
}: {
  linkToken: string;
  link: Parameters<typeof BridgePaymentForm>[0]['link'];
}) {
  const config = usePaymentsConfig();
  const tokenizer = useTokenizer(config.data?.tokenizerScriptUrl);
  return (
    <QueryState query={config} loadingLabel="Loading the card form" errorTitle="The card form could not load">
      {() =>
        tokenizer.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading the card form" />
        ) : tokenizer.error ? (
          <Alert color="red" title="The card form could not load" role="alert">
            {tokenizer.error.message} Check your connection and reload the page.
          </Alert>
        ) : (
          <BridgePaymentForm linkToken={linkToken} link={link} api={tokenizer.data} />
        )
      }
    </QueryState>
  );
}
