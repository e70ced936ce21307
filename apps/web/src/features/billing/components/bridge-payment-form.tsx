import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import type { BridgeView } from '@portal/shared/billing';
import type { MountedPaymentFields, SandboxPaymentsApi } from '@portal/shared/payments-tokenizer';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { usePayBridge } from '../api/bridge';
import { DetailRows } from './detail-rows';
import { isTokenizeError, PaymentFields } from './payment-fields';

/** The card, typed into the provider's frame, pays the link's amount; then the receipt. */
export function BridgePaymentForm({
  linkToken,
  link,
  api,
}: {
  linkToken: string;
  link: BridgeView;
  api: SandboxPaymentsApi;
}) {
  const pay = usePayBridge(linkToken);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const fields = useRef<MountedPaymentFields | null>(null);
  const onMount = useCallback((mounted: MountedPaymentFields | null) => {
    fields.current = mounted;
  }, []);

  if (pay.data) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          <Text fw={700} size="sm">
            Payment received
          </Text>
          <Text size="sm">Thank you. {link.accountName} has been paid; you can close this page.</Text>
        </Alert>
        <DetailRows
          label="Receipt"
          rows={[
            ['Amount', formatMoney(pay.data.amountCents)],
            ['Paid with', pay.data.method],
            ['Reference', pay.data.paymentId],
          ]}
        />
      </Stack>
    );
  }

  const submit = async () => {
    if (!fields.current || paying) return;
    setProblem(null);
    setPaying(true);
    try {
      // A token is single-use: each try asks the frame for a new one.
      const { token } = await fields.current.tokenize();
      await pay.mutateAsync(token);
    } catch (error) {
      if (isTokenizeError(error) && error.code === 'invalid_fields') return;
      setProblem(isTokenizeError(error) ? error.message : errorMessage(error, 'The payment could not be made.'));
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Pay with a card"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <PaymentFields api={api} kind="card" onMount={onMount} />
        {problem && (
          <Alert color="red" role="alert" title="Not paid">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={paying}>
          Pay {formatMoney(link.amountCents)}
        </Button>
      </Stack>
    </form>
  );
}
