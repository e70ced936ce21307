import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconLinkOff, IconLock } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BridgeView } from '@portal/shared/billing';
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
    Go to login
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
      <Title order={1}>Payment link</Title>
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
        {(data) =>
          data.status === 'PAID' ? (
            <PaidLink link={data} />
          ) : data.status === 'PROCESSING' ? (
            <ProcessingLink link={data} />
          ) : (
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
                <IconLock size={14} aria-hidden /> The card is typed into our payment provider’s secure form and used
                for this payment only.
              </Text>
              <ProviderForm linkToken={linkToken} link={data} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Paid: the receipt, now and whenever the link is opened again. */
function PaidLink({ link }: { link: BridgeView }) {
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text fw={700} size="sm">
          Payment received
        </Text>
        <Text size="sm">
          Thank you. {link.accountName} has been paid; you can close this page. This link has been used and cannot pay
          again.
        </Text>
      </Alert>
      {link.receipt && (
        <DetailRows
          label="Receipt"
          rows={[
            ['Amount', formatMoney(link.receipt.amountCents)],
            ['Paid with', link.receipt.method],
            ['Reference', link.receipt.paymentId],
          ]}
        />
      )}
    </Stack>
  );
}

/** The provider has not answered yet: the page asks again by itself until the payment is paid or failed. */
function ProcessingLink({ link }: { link: BridgeView }) {
  return (
    <Alert
      color="blue"
      variant="light"
      // A still clock, not a spinner: the wait may be a minute, and a spinner that long is motion for nothing.
      icon={<IconClockHour4 aria-hidden />}
      role="status"
      title="Confirming your payment"
    >
      The card provider has not confirmed the payment of {formatMoney(link.amountCents)} to {link.accountName} yet. This
      page updates by itself within a minute or two; please do not pay again meanwhile. You will not be charged twice.
    </Alert>
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
