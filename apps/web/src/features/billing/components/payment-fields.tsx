import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type {
  MountedPaymentFields,
  SandboxPaymentsApi,
  TokenizeError,
  TokenizerKind,
} from '@portal/shared/payments-tokenizer';

interface PaymentFieldsProps {
  api: SandboxPaymentsApi;
  kind: TokenizerKind;
  /** Receives the mounted fields (to tokenize), and null when they go. */
  onMount: (fields: MountedPaymentFields | null) => void;
}

/**
 * The provider's frame with the card or bank fields. The numbers are typed into the frame, on the
 * provider's origin: this page never sees them, only the token the frame hands back.
 */
export function PaymentFields({ api, kind, onMount }: PaymentFieldsProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fields = api.mount(container.current!, { kind });
    onMount(fields);
    return () => {
      fields.destroy();
      onMount(null);
    };
  }, [api, kind, onMount]);
  // The frame sizes itself to its fields (it posts its height): no height of our own.
  return <Box ref={container} />;
}

/** Whether a failure came from the provider's frame (its `code` says what) rather than from the portal. */
export const isTokenizeError = (error: unknown): error is TokenizeError =>
  error instanceof Error && error.name === 'TokenizeError';
