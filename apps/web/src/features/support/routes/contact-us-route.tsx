import { formResolver } from '../../../lib/form-resolver';
import { Button, Card, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { contactUsRequestSchema, type ContactUsRequest } from '@portal/shared/account-forms';
import { useAccountContext } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useContactUs } from '../api/contact-us';

/** /contact-us: a message to the support team, about the selected account. */
export function Component() {
  const { accountId, account } = useAccountContext();
  const send = useContactUs();
  const form = useForm<ContactUsRequest>({
    resolver: formResolver(contactUsRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, ...(accountId && { accountId }) });
      notify.success('Thank you. Our support team will answer by email.');
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error, 'Your message could not be sent.'));
    }
  });
  return (
    <Stack gap="lg">
      <Title order={1}>Contact Us</Title>
      <Card withBorder radius="md" padding="xl" maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {account && <Text c="dimmed">About {account.Name}</Text>}
            <TextInput label="Subject" required error={errors.subject?.message} {...form.register('subject')} />
            <Textarea
              label="Message"
              required
              autosize
              minRows={5}
              error={errors.message?.message}
              {...form.register('message')}
            />
            <Button type="submit" loading={isSubmitting} w="fit-content">
              Send
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
