import { formResolver } from '../../../lib/form-resolver';
import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { BILLING_LIMITS, methodLabel, type BillingAccount, type Payment } from '@portal/shared/billing';
import type { MountedPaymentFields } from '@portal/shared/payments-tokenizer';
import { MoneyInput } from '../../../components/money-input';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { formatDay, formatMoney } from '../../../lib/format';
import { AttemptKey, isFinalAnswer, randomKey } from '../../../lib/http/attempt-key';
import { errorMessage } from '../../../lib/http/error-message';
import { useSession } from '../../../lib/session/session-context';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useMakePayment } from '../api/make-payment';
import { useTopUp } from '../api/top-up';
import { NewCardFields } from './new-card-fields';
import { isTokenizeError } from './payment-fields';
import { NEW_CARD, payBalanceFormSchema, topUpFormSchema, type PaymentFormValues } from './payment-form';
import type { PaymentTarget } from './payment-target';
import { PaymentReceipt } from './payment-receipt';

interface PaymentDialogProps {
  purpose: PaymentTarget;
  billing: BillingAccount;
  onClose: () => void;
}

/**
 * New-card top-ups whose answer never came, by the attempt's scope, for the page's life (as AttemptKey keeps their
 * key): topping up again, even in a dialog opened anew, sends the same token with the same key, so the server
 * answers the first charge instead of making the card and charging it again.
 */
const unansweredCards = new Map<string, { amountCents: number; card: { token: string; save: boolean } }>();

/** The amount and the method (for a top-up, a new card too), then the receipt. */
export function PaymentDialog({ purpose, billing, onClose }: PaymentDialogProps) {
  const methods = usePaymentMethods(billing.accountId);
  return (
    <QueryState
      query={methods}
      loadingLabel="Loading payment methods"
      errorTitle="The payment methods could not be loaded"
      // A top-up can always take a new card; paying what is owed needs a saved method.
      isEmpty={(data) => data.items.length === 0 && purpose !== 'topUp'}
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
  const invoice = typeof purpose === 'object' ? purpose.invoice : null;
  const dueCents = invoice ? invoice.amountDueCents : billing.amountDueCents;
  const { session } = useSession();
  // A second click, or "Pay" again after a time-out (even in a dialog opened anew), sends the same key.
  const scope = `${billing.accountId}:${typeof purpose === 'object' ? purpose.invoice.id : purpose}`;
  const [attempt] = useState(() => new AttemptKey(randomKey, scope));
  const [failure, setFailure] = useState<{ error: unknown; retrySafe: boolean } | null>(null);
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const [saveCard, setSaveCard] = useState(() => unansweredCards.get(scope)?.card.save ?? false);
  const [earlierCard] = useState(() => unansweredCards.get(scope) ?? null);
  const cardFields = useRef<MountedPaymentFields | null>(null);
  const onCardMount = useCallback((mounted: MountedPaymentFields | null) => {
    cardFields.current = mounted;
  }, []);
  const form = useForm<PaymentFormValues>({
    resolver: formResolver(purpose === 'topUp' ? topUpFormSchema : payBalanceFormSchema(dueCents)),
    defaultValues: {
      // An earlier new-card top-up with no answer is offered again as it was sent.
      amountCents: earlierCard?.amountCents ?? (purpose === 'topUp' ? Number.NaN : dueCents),
      paymentMethodId: earlierCard
        ? NEW_CARD
        : ((methods.find((method) => method.isDefault) ?? methods[0])?.id ?? (purpose === 'topUp' ? NEW_CARD : '')),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const newCard = useWatch({ control: form.control, name: 'paymentMethodId' }) === NEW_CARD;

  /** The new card's token: the unanswered attempt's when it asked for the same, else a new one from the frame. */
  async function cardFor(amountCents: number) {
    const again = unansweredCards.get(scope);
    if (again && again.amountCents === amountCents && again.card.save === saveCard) return again.card;
    if (!cardFields.current) return null;
    const { token } = await cardFields.current.tokenize();
    return { token, save: saveCard };
  }

  const pay = async (values: PaymentFormValues) => {
    if (purpose !== 'topUp') {
      const body = {
        amountCents: values.amountCents,
        paymentMethodId: values.paymentMethodId,
        ...(invoice && { invoiceId: invoice.id }),
      };
      return payBalance.mutateAsync({ ...body, idempotencyKey: attempt.for(body) });
    }
    if (!newCard) {
      const body = { amountCents: values.amountCents, paymentMethodId: values.paymentMethodId };
      return topUp.mutateAsync({ ...body, idempotencyKey: attempt.for(body) });
    }
    const card = await cardFor(values.amountCents);
    if (!card) return null;
    const body = { amountCents: values.amountCents, card };
    unansweredCards.set(scope, body);
    return topUp.mutateAsync({ ...body, idempotencyKey: attempt.for(body) });
  };

  const send = async (values: PaymentFormValues) => {
    setFailure(null);
    try {
      const payment = await pay(values);
      if (!payment) return;
      attempt.settle();
      unansweredCards.delete(scope);
      setReceipt(payment);
    } catch (error) {
      // The frame shows what is wrong beside its own fields.
      if (isTokenizeError(error) && error.code === 'invalid_fields') return;
      if (isTokenizeError(error)) {
        setFailure({ error: new Error(error.message), retrySafe: false });
        return;
      }
      attempt.settle(error);
      if (isFinalAnswer(error)) unansweredCards.delete(scope);
      setFailure({ error, retrySafe: !isFinalAnswer(error) });
    }
  };
  // Made in the event, not while drawing: the handler reads the card frame's ref.
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  if (receipt) {
    const receiptTo =
      billing.billingEmail ?? (session.status === 'signedIn' ? session.user.email : 'the billing email');
    return <PaymentReceipt payment={receipt} receiptTo={receiptTo} onDone={onClose} />;
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
            Invoice {invoice.number} has {formatMoney(invoice.amountDueCents)} due by {formatDay(invoice.dueDate)}.
          </Text>
        )}
        {invoice?.status === 'OVERDUE' && (
          <Alert color="red" title="This invoice is overdue" role="note">
            Its due day, {formatDay(invoice.dueDate)}, has passed. Paying it now keeps leads and calls coming.
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
              data={[
                ...methods.map((method) => ({
                  value: method.id,
                  label: `${methodLabel(method)}${method.isDefault ? ' (default)' : ''}`,
                })),
                ...(purpose === 'topUp' ? [{ value: NEW_CARD, label: 'A new card' }] : []),
              ]}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.paymentMethodId?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {newCard && earlierCard && !failure && (
          <Alert color="yellow" role="note">
            {/* No Alert title: yellow title text on the light yellow falls under 4.5:1; body text stays dark. */}
            <Text fw={700} size="sm">
              Your last top-up with a new card got no answer
            </Text>
            <Text size="sm">
              Top up {formatMoney(earlierCard.amountCents)} again to finish it: it is the same request, so the card is
              not charged twice (a different amount is a new top-up).
            </Text>
          </Alert>
        )}
        {newCard && <NewCardFields onMount={onCardMount} save={saveCard} onSaveChange={setSaveCard} />}
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
