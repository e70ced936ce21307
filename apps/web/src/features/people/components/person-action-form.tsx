import { Button, Group, Stack, Text } from '@mantine/core';
import { NoteField } from '../../../components/note-field';
import { useForm } from 'react-hook-form';
import { personChangeSchema, type PersonChange } from '@portal/shared/people';
import { formResolver } from '../../../lib/form-resolver';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useChangePerson } from '../api/change-person';
import type { ChosenAction } from './person-action-dialog';
import { ACTION_WORDS } from './person-labels';

export interface PersonActionFormProps {
  chosen: ChosenAction;
  onClose: () => void;
}

/** What the action does, the reason (required: the audit log keeps it), and the button that does it. */
export function PersonActionForm({ chosen, onClose }: PersonActionFormProps) {
  const { person, action } = chosen;
  const words = ACTION_WORDS[action];
  const change = useChangePerson();
  const form = useForm<PersonChange>({ resolver: formResolver(personChangeSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ action, userId: person.id, change: values });
      notify.success(words.done(person));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, `${words.confirm} did not work.`));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{words.explains(person)}</Text>
        <NoteField
          label="Reason"
          description="Kept in the audit log with your name."
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={words.danger ? 'red' : undefined} loading={isSubmitting}>
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
