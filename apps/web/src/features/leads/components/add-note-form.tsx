import { formResolver } from '../../../lib/form-resolver';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { supplyEventNoteCreateSchema } from '@portal/shared/leads';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useAddSupplyEventNote } from '../api/add-supply-event-note';

/** Adds a note under the list; the field empties once the note is saved. */
export function AddNoteForm({ accountId, supplyEventId }: { accountId: string; supplyEventId: string }) {
  const add = useAddSupplyEventNote(accountId, supplyEventId);
  const form = useForm<{ text: string }>({
    resolver: formResolver(supplyEventNoteCreateSchema),
    defaultValues: { text: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text);
      form.reset({ text: '' });
      notify.success('Note added.');
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Stack gap="xs">
        <Textarea
          label="Add a note"
          placeholder="Called back, booked for Tuesday 9am…"
          autosize
          minRows={2}
          maxRows={8}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
