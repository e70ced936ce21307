import { Alert, Checkbox, Loader, Stack, Text } from '@mantine/core';
import type { MountedPaymentFields } from '@portal/shared/payments-tokenizer';
import { errorMessage } from '../../../lib/http/error-message';
import { usePaymentsConfig } from '../api/get-payments-config';
import { PaymentFields } from './payment-fields';
import { useTokenizer } from './use-tokenizer';

interface NewCardFieldsProps {
  /** Receives the provider's mounted fields (to tokenize on submit), and null when they go. */
  onMount: (fields: MountedPaymentFields | null) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}

/**
 * A card typed into the provider's frame inside the top-up dialog, kept as one of the account's methods only
 * when the person ticks the box. The address of the frame comes from the server, then its script: each may fail.
 */
export function NewCardFields({ onMount, save, onSaveChange }: NewCardFieldsProps) {
  const config = usePaymentsConfig();
  const tokenizer = useTokenizer(config.data?.tokenizerScriptUrl);
  const failure = config.error ?? tokenizer.error;
  if (failure) {
    return (
      <Alert color="red" title="The card form could not load" role="alert">
        {errorMessage(failure)} Choose a saved method, or try again later.
      </Alert>
    );
  }
  if (!tokenizer.data) return <Loader size="sm" role="status" aria-label="Loading the card form" />;
  return (
    <Stack gap="xs">
      <PaymentFields api={tokenizer.data} kind="card" onMount={onMount} />
      <Checkbox
        label="Save this card for later payments"
        checked={save}
        onChange={(event) => onSaveChange(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" pl={32}>
        Not saved, it pays this top-up only. The card number goes to our payment provider, never to the portal.
      </Text>
    </Stack>
  );
}
