import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BILLING_LIMITS, methodLabel, type BillingAccount, type Payment } from '@portal/shared/billing';
import { MoneyInput } from '../../../components/money-input';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { AttemptKey, isFinalAnswer, randomKey } from '../../../lib/http/attempt-key';
import { errorMessage } from '../../../lib/http/error-message';
import { useSession } from '../../../lib/session/session-context';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useMakePayment } from '../api/make-payment';
import { useTopUp } from '../api/top-up';
import { payBalanceFormSchema, topUpFormSchema, type PaymentFormValues } from './payment-form';
import type { PaymentTarget } from './payment-target';
import { PaymentReceipt } from './payment-receipt';

interface PaymentDialogProps {
  purpose: PaymentTarget;
  billing: BillingAccount;
  onClose: () => void;
}

/** The amount and the method, then the receipt. */
export function PaymentDialog({ purpose, billing, onClose }: PaymentDialogProps) {
  const methods = usePaymentMethods(billing.accountId);
  return (
    <QueryState
      query={methods}
      loadingLabel="Loading payment methods"
      errorTitle="The payment methods could not be loaded"
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Stack gap="sm">
          <Text>Add a card or bank account first, then come back to pay.</Text>
          <Anchor component={Link} to={paths.addPaymentMethod.href()} fw={600}>
            Add payment method
          </Anchor>
        </Stack>
      }
    >
      {(data) => <PaymentForm purpose={purpose} billing={billing} methods={data.items} onClose={onClose} />}
    </QueryState>
  );
}

function PaymentForm({
  purpose,
  billing,
  methods,
  onClose,
}: PaymentDialogProps & { methods: NonNullable<ReturnType<typeof usePaymentMethods>['data']>['items'] }) {
  const topUp = useTopUp(billing.accountId);
  const payBalance = useMakePayment(billing.accountId);
  const mutation = purpose === 'topUp' ? topUp : payBalance;
  const invoice = typeof purpose === 'object' ? purpose.invoice : null;
  const dueCents = invoice ? invoice.amountDueCents : billing.amountDueCents;
  const { session } = useSession();
  // A second click, or "Pay" again after a time-out (even in a dialog opened anew), sends the same key.
  const [attempt] = useState(
    () =>
      new AttemptKey(randomKey, `${billing.accountId}:${typeof purpose === 'object' ? purpose.invoice.id : purpose}`),
  );
  const [failure, setFailure] = useState<{ error: unknown; retrySafe: boolean } | null>(null);
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(purpose === 'topUp' ? topUpFormSchema : payBalanceFormSchema(dueCents)),
    defaultValues: {
      amountCents: purpose === 'topUp' ? Number.NaN : dueCents,
      paymentMethodId: (methods.find((method) => method.isDefault) ?? methods[0])?.id ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = {
      amountCents: values.amountCents,
      paymentMethodId: values.paymentMethodId,
      ...(invoice && { invoiceId: invoice.id }),
    };
    setFailure(null);
    try {
      const payment = await mutation.mutateAsync({ ...body, idempotencyKey: attempt.for(body) });
      attempt.settle();
      setReceipt(payment);
    } catch (error) {
      attempt.settle(error);
      setFailure({ error, retrySafe: !isFinalAnswer(error) });
    }
  });

  if (receipt) {
    const receiptTo =
      billing.billingEmail ?? (session.status === 'signedIn' ? session.user.email : 'the billing email');
    return (
      <PaymentReceipt
        payment={receipt}
        method={methods.find((method) => method.id === receipt.paymentMethodId)}
        receiptTo={receiptTo}
        onDone={onClose}
      />
    );
  }
  const verb = purpose === 'topUp' ? 'Top up' : 'Pay';
  return (
    <form onSubmit={submit} noValidate aria-label={purpose === 'topUp' ? 'Top up' : 'Pay now'}>
      <Stack gap="md">
        {purpose === 'payBalance' && (
          <Text size="sm">
            The account owes {formatMoney(billing.amountDueCents)}
            {billing.overdue ? `, of which ${formatMoney(billing.overdue.amountDueCents)} is overdue` : ''}.
          </Text>
        )}
        {invoice && (
          <Text size="sm">
            Invoice {invoice.number} has {formatMoney(invoice.amountDueCents)} due by {invoice.dueDate}.
          </Text>
        )}
        {invoice?.status === 'OVERDUE' && (
          <Alert color="red" title="This invoice is overdue" role="note">
            Its due day, {invoice.dueDate}, has passed. Paying it now keeps leads and calls coming.
          </Alert>
        )}
        <Controller
          control={form.control}
          name="amountCents"
          render={({ field }) => (
            <MoneyInput
              hideControls
              ref={field.ref}
              label="Amount"
              description={
                purpose === 'topUp'
                  ? `From ${formatMoney(BILLING_LIMITS.minTopUpCents)} to ${formatMoney(BILLING_LIMITS.maxTopUpCents)}`
                  : invoice
                    ? 'The invoice’s amount due'
                    : `Up to ${formatMoney(billing.amountDueCents)}`
              }
              required
              data-autofocus
              // An invoice is paid in full: its amount due.
              readOnly={invoice !== null}
              value={field.value}
              onChange={(cents) => field.onChange(cents ?? Number.NaN)}
              onBlur={field.onBlur}
              error={errors.amountCents?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="paymentMethodId"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Pay with"
              required
              allowDeselect={false}
              data={methods.map((method) => ({
                value: method.id,
                label: `${methodLabel(method)}${method.isDefault ? ' (default)' : ''}`,
              }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.paymentMethodId?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {failure && (
          <Alert color="red" role="alert" title={failure.retrySafe ? 'No answer yet' : 'Not paid'}>
            {errorMessage(failure.error, 'The payment could not be made.')}
            {failure.retrySafe &&
              ` Press ${verb} again to try once more: it is the same request, so you will not be charged twice.`}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {verb}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
