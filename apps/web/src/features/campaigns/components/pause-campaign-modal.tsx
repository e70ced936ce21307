import { formResolver } from '../../../lib/form-resolver';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { formatDay } from '../../../lib/format';
import {
  campaignPauseSchema,
  PAUSE_REASON_LABELS,
  PAUSE_REASONS,
  type Campaign,
  type CampaignPause,
} from '@portal/shared/campaigns';
import { TEXT_LIMITS } from '@portal/shared/text';
import { DateInput } from '../../../components/date-input';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { usePauseCampaign } from '../api/pause-campaign';

/** The first day a paused campaign may resume by itself: tomorrow, in the account's time zone. */
export const firstResumeDay = (timeZone: string | null | undefined, now = new Date()) =>
  dayjs(dayIn(ianaZoneOf(timeZone), now))
    .add(1, 'day')
    .format('YYYY-MM-DD');

/**
 * Pausing asks why (a reason from the list, an optional comment) and, optionally, the day it should resume
 * by itself. Loaded only when opened, so the date picker is not part of the campaign screen's first load.
 */
export function PauseCampaignModal({
  campaign,
  timeZone,
  opened,
  onClose,
}: {
  campaign: Campaign;
  timeZone: string | null | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const pause = usePauseCampaign(campaign.accountId, campaign.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CampaignPause>({
    resolver: formResolver(campaignPauseSchema),
    defaultValues: { reasonCode: undefined, comment: '', resumeOn: null },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await pause.mutateAsync({ ...values, comment: values.comment || undefined });
      notify.success(
        values.resumeOn
          ? `${campaign.name} is paused until ${formatDay(values.resumeOn)}.`
          : `${campaign.name} is paused.`,
      );
      onClose();
    } catch (error) {
      showServerFieldErrors(error, form);
      setFailure(errorMessage(error, 'The campaign could not be paused.'));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Pause ${campaign.name}`} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="reasonCode"
            render={({ field }) => (
              <Radio.Group
                label="Why are you pausing it?"
                required
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.reasonCode && 'Choose a reason'}
              >
                <Stack gap="xs" mt={6}>
                  {PAUSE_REASONS.map((reason, index) => (
                    <Radio
                      size="md"
                      key={reason}
                      value={reason}
                      label={PAUSE_REASON_LABELS[reason]}
                      data-autofocus={index === 0 || undefined}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label="Comment"
            description="Optional: anything your account manager should know."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={TEXT_LIMITS.comment}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <Controller
            control={form.control}
            name="resumeOn"
            render={({ field }) => (
              <DateInput
                label="Resume on"
                description="Optional: the campaign starts again by itself on this day. Leave empty to resume it yourself."
                minDate={firstResumeDay(timeZone)}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.resumeOn?.message}
              />
            )}
          />
          {failure && (
            <Alert color="red" title="Not paused" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Pause campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
