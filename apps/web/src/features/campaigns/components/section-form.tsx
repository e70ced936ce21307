import { formResolver } from '../../../lib/form-resolver';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { campaignRuleProblems, type Campaign, type CampaignUpdate } from '@portal/shared/campaigns';
import { HttpError } from '../../../lib/http/http-error';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { campaignQuery } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';

type RuleInput = Parameters<typeof campaignRuleProblems>[0];

interface Failure {
  message: string;
  /** Someone else saved the campaign since it was read (409): only reloading helps. */
  conflict: boolean;
}

/**
 * One section's in-place form: its fields' schemas (picked from the request schema), the business rules
 * for those fields before sending, and a PATCH with only those fields and the version that was read.
 */
export function useSectionForm<Values extends FieldValues>({
  campaign,
  schema,
  values,
  section,
  onDone,
}: {
  campaign: Campaign;
  schema: z.ZodMiniType<Values, Values>;
  values: Values;
  /** "Settings": for the toast. */
  section: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateCampaign(campaign.accountId, campaign.id);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<Values>({
    resolver: formResolver(schema as never),
    defaultValues: values as DefaultValues<Values>,
    // A fixed field's error clears as it is typed, not when it loses focus: on blur the layout would move
    // under the pointer, and the click meant for the next field would miss it.
    mode: 'onChange',
  });

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    const fields = Object.keys(values);
    const problems = campaignRuleProblems({ ...campaign, ...output } as RuleInput).filter((problem) =>
      fields.includes(problem.path),
    );
    if (problems.length > 0) {
      problems.forEach((problem, index) =>
        form.setError(
          problem.path as Path<Values>,
          { type: 'rule', message: problem.message },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
    try {
      await update.mutateAsync({ ...output, version: campaign.version } as CampaignUpdate);
      notify.success(`${section} saved.`);
      onDone();
    } catch (error) {
      setFailure({
        message: errorMessage(error, `The ${section.toLowerCase()} could not be saved.`),
        conflict: error instanceof HttpError && error.status === 409,
      });
      showServerFieldErrors(error, form);
    }
  });

  /** After a conflict: show the campaign as it is now; the section closes, to be edited again from there. */
  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: campaignQuery(campaign.accountId, campaign.id).queryKey });
    notify.info('This is the campaign as it is now. Edit it again to make your change.');
    onDone();
  };

  return { form, submit, failure, reload };
}

/** The frame of a section's form: its fields, the failure (with Reload after a conflict), Cancel and Save. */
export function SectionForm<Values extends FieldValues>({
  editor,
  onCancel,
  children,
}: {
  editor: {
    form: UseFormReturn<Values>;
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    failure: Failure | null;
    reload: () => Promise<void>;
  };
  onCancel: () => void;
  children: ReactNode;
}) {
  const { form, submit, failure, reload } = editor;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        {failure && (
          <Alert color="red" title={failure.conflict ? 'Someone else changed this campaign' : 'Not saved'} role="alert">
            <Stack gap="xs" align="flex-start">
              {failure.message}
              {failure.conflict && (
                <Button size="xs" variant="white" color="red" onClick={() => void reload()}>
                  Reload the campaign
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
