import { formResolver } from '../../../lib/form-resolver';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BillingAccount, BillingAccountUpdate } from '@portal/shared/billing';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { VersionConflictAlert } from '../../../components/version-conflict-alert';
import { useAccountContext } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { isVersionConflict } from '../../../lib/http/version-conflict';
import { notify } from '../../../lib/notify';
import { useBillingAccount } from '../api/get-billing-account';
import { useUpdateBillingAccount } from '../api/update-billing-account';
import { AutoRechargeFields } from './auto-recharge-fields';
import { BillingContactFields } from './billing-contact-fields';
import { BillingModeField } from './billing-mode-field';
import { billingSettingsSchema, settingsOf } from './billing-settings';
import { SectionCard } from '../../../components/section-card';

/**
 * Auto-recharge, the billing email and the billing address, saved together with the version they were
 * read at. The form follows the saved settings (after autopay is switched, or a reload), keeping only
 * what the person has changed and not saved yet.
 */
export function BillingSettingsCard({ billing, mayManage }: { billing: BillingAccount; mayManage: boolean }) {
  const { isAdmin } = useAccountContext();
  const update = useUpdateBillingAccount(billing.accountId);
  const account = useBillingAccount(billing.accountId);
  const [conflict, setConflict] = useState<unknown>(null);
  const form = useForm<BillingAccountUpdate>({
    resolver: formResolver(billingSettingsSchema),
    values: settingsOf(billing),
    resetOptions: { keepDirtyValues: true },
    disabled: !mayManage,
  });
  const { isDirty, isSubmitting } = form.formState;

  const reload = async () => {
    await account.refetch();
    form.reset(settingsOf(account.data ?? billing));
    setConflict(null);
  };
  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(settingsOf(saved));
      notify.success('The billing settings were saved.');
    } catch (error) {
      if (isVersionConflict(error)) return setConflict(error);
      if (!showServerFieldErrors(error, form))
        notify.error(errorMessage(error, 'The billing settings could not be saved.'));
    }
  });

  return (
    <SectionCard title="Billing settings">
      <form onSubmit={submit} noValidate aria-label="Billing settings">
        <Stack gap="lg">
          {conflict !== null && (
            <VersionConflictAlert error={conflict} onReload={() => void reload()} reloading={account.isRefetching} />
          )}
          <BillingModeField form={form} canChange={isAdmin && mayManage} />
          <AutoRechargeFields form={form} />
          <Divider />
          <BillingContactFields form={form} />
          {mayManage ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset(settingsOf(billing))} disabled={!isDirty}>
                Discard changes
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={conflict !== null}>
                Save settings
              </Button>
            </Group>
          ) : (
            <ReadOnlyNote permission="billing.manage" action="changing the billing settings" />
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
