import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  KEYWORD_RULE_LIMITS,
  keywordRuleBodySchema,
  type KeywordRule,
  type KeywordRuleBody,
} from '@portal/shared/keyword-rules';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@portal/shared/leads';
import { LEAD_TAG_LIMITS } from '@portal/shared/tag-ids';
import { formResolver } from '../../../../lib/form-resolver';
import { errorMessage } from '../../../../lib/http/error-message';
import { HttpError } from '../../../../lib/http/http-error';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useLeadTags } from '../../api/lead-tags';
import { useSaveKeywordRule } from '../../api/keyword-rules';
import { CUSTOMER_STATUS_LABELS } from '../event-labels';

const KEEP_STATUS = 'KEEP';
const STATUS_OPTIONS = [
  { value: KEEP_STATUS, label: 'Leave it as it is' },
  ...CUSTOMER_STATUSES.filter((status) => status !== 'NEW').map((status) => ({
    value: status,
    label: CUSTOMER_STATUS_LABELS[status],
  })),
];

interface KeywordRuleModalProps {
  accountId: string;
  /** The rule to change; null adds one. */
  rule: KeywordRule | null;
  opened: boolean;
  onClose: () => void;
}

/** Add or change a rule: its name, the words it listens for, and what it does when it hears them. */
export function KeywordRuleModal({ accountId, rule, opened, onClose }: KeywordRuleModalProps) {
  const tags = useLeadTags(accountId);
  const save = useSaveKeywordRule(accountId, rule?.id ?? null);
  const form = useForm<KeywordRuleBody>({
    resolver: formResolver(keywordRuleBodySchema),
    defaultValues: valuesOf(rule),
  });
  const { errors, isSubmitting } = form.formState;
  // Each opening starts from the rule as saved (or empty): not from what the last opening typed or saved.
  useEffect(() => {
    if (opened) form.reset(valuesOf(rule));
  }, [opened, rule, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notify.success(rule ? `The rule ${saved.name} was saved.` : `The rule ${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (showServerFieldErrors(error, form)) return;
      // Another rule has the name (409): said under the name, not in a toast over the dialog.
      if (error instanceof HttpError && error.status === 409 && namesField(error.body, 'body.name'))
        form.setError('name', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else notify.error(errorMessage(error));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={rule ? 'Edit keyword rule' : 'Add keyword rule'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput data-autofocus label="Name" required error={errors.name?.message} {...form.register('name')} />
          <Controller
            control={form.control}
            name="phrases"
            render={({ field }) => (
              <TagsInput
                label="Words and phrases"
                required
                description="Press Enter after each. Whole words, whatever the case or accents: “quote” also finds “Quote!”, not “quoted”."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxTags={KEYWORD_RULE_LIMITS.phrasesPerRule}
                splitChars={[',']}
                clearable
                error={errors.phrases?.message ?? errors.phrases?.find?.((item) => item)?.message}
              />
            )}
          />
          <Fieldset legend="What the rule does" variant="unstyled">
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="tagIds"
                render={({ field }) => (
                  <MultiSelect
                    label="Add tags"
                    placeholder={tags.data?.items.length === 0 ? 'No tags yet: add them in Tags below' : 'Choose tags'}
                    data={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    maxValues={LEAD_TAG_LIMITS.perLead}
                    searchable
                    clearable
                    nothingFoundMessage="No such tag"
                    error={Boolean(errors.tagIds)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="setStatus"
                render={({ field }) => (
                  <Select
                    label="Set the status"
                    description="Only while the lead is still New: a status someone gave it stays."
                    data={STATUS_OPTIONS}
                    value={field.value ?? KEEP_STATUS}
                    onChange={(value) =>
                      field.onChange(!value || value === KEEP_STATUS ? null : (value as CustomerStatus))
                    }
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="followUp"
                render={({ field }) => (
                  <Checkbox
                    label="Flag for follow-up"
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              {/* The whole group's problem ("choose what the rule does"), or a tag's. */}
              {errors.tagIds?.message && (
                <Text size="sm" c="red.8" role="alert">
                  {errors.tagIds.message}
                </Text>
              )}
            </Stack>
          </Fieldset>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {rule ? 'Save' : 'Add rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const valuesOf = (rule: KeywordRule | null): KeywordRuleBody => ({
  name: rule?.name ?? '',
  phrases: rule?.phrases ?? [],
  tagIds: rule?.tagIds ?? [],
  setStatus: rule?.setStatus ?? null,
  followUp: rule?.followUp ?? false,
});

/** Whether an error answer's details name this field. */
const namesField = (body: unknown, path: string) =>
  ((body as { details?: { path?: unknown }[] } | undefined)?.details ?? []).some((detail) => detail.path === path);
