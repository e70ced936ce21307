import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { methodLabel } from '@portal/shared/billing';
import type { MountedPaymentFields, SandboxPaymentsApi, TokenizerKind } from '@portal/shared/payments-tokenizer';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { isTokenizeError, PaymentFields } from './payment-fields';

/**
 * Card or bank account, typed into the provider's frame; Save asks the frame for a token and saves the
 * token (never a number) as the account's method, then goes back to billing.
 */
export function AddPaymentMethodForm({ accountId, api }: { accountId: string; api: SandboxPaymentsApi }) {
  const navigate = useNavigate();
  const add = useAddPaymentMethod(accountId);
  const [kind, setKind] = useState<TokenizerKind>('card');
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useRef<MountedPaymentFields | null>(null);
  const onMount = useCallback((mounted: MountedPaymentFields | null) => {
    fields.current = mounted;
  }, []);

  const save = async () => {
    if (!fields.current || saving) return;
    setProblem(null);
    setSaving(true);
    try {
      // A token is single-use: each Save asks the frame for a new one.
      const { token } = await fields.current.tokenize();
      const method = await add.mutateAsync({ token, makeDefault });
      notify.success(`${methodLabel(method)} was added.`);
      await navigate(paths.billing.href());
    } catch (error) {
      // The frame shows what is wrong beside its own fields.
      if (isTokenizeError(error) && error.code === 'invalid_fields') return;
      setProblem(
        isTokenizeError(error) ? error.message : errorMessage(error, 'The payment method could not be saved.'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Add payment method"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="What to add"
          value={kind}
          onChange={(value) => {
            setProblem(null);
            setKind(value as TokenizerKind);
          }}
        >
          <Group gap="lg" mt="xs">
            <Radio value="card" label="Card" />
            <Radio value="bank" label="Bank account" />
          </Group>
        </Radio.Group>
        <PaymentFields api={api} kind={kind} onMount={onMount} />
        <Stack gap={2}>
          <Checkbox
            label="Make this my default"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
          />
          {/* Beside the box rather than inside it: on a phone the box centres on its whole label. */}
          <Text size="xs" c="dimmed" pl={32}>
            The default is what autopay and auto-recharge charge. The first method you add becomes the default anyway.
          </Text>
        </Stack>
        {problem && (
          <Alert color="red" role="alert" title="It was not saved">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={paths.billing.href()}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
