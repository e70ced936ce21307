import { Alert, Button, Stack } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { BridgeView } from '@portal/shared/billing';
import type { MountedPaymentFields, SandboxPaymentsApi } from '@portal/shared/payments-tokenizer';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { usePayBridge } from '../api/bridge';
import { isTokenizeError, PaymentFields } from './payment-fields';

/**
 * The card, typed into the provider's frame, pays the link's amount. What follows (paid, or still being
 * confirmed) is the link's new state, which the page shows; a refusal is said here, and the card may be
 * typed again.
 */
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

  const shown = problem ?? link.lastFailure;
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
        {shown && (
          <Alert color="red" role="alert" title="Not paid">
            {shown}
          </Alert>
        )}
        <Button type="submit" loading={paying}>
          Pay {formatMoney(link.amountCents)}
        </Button>
      </Stack>
    </form>
  );
}
