import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '../../../lib/http/error-message';
import { useDownloadReceipt } from '../api/download-receipt';

/**
 * /billing?receipt=<payment id>: the receipt email's link. Signed in on the account the payment was made for, the
 * person downloads its PDF here (the same receipt as on the payment's line in the transactions).
 */
export function EmailedReceipt({ accountId }: { accountId: string }) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('receipt');
  const download = useDownloadReceipt(accountId);
  if (!paymentId) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('receipt');
        return current;
      },
      { replace: true },
    );
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconReceipt aria-hidden />}
      title="The receipt from your email"
      withCloseButton
      closeButtonLabel="Close the receipt notice"
      onClose={close}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Download the receipt of this payment as a PDF.</Text>
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ paymentId })}
        >
          Download receipt (PDF)
        </Button>
      </Group>
      {download.error && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {isNotFound(download.error)
            ? 'This payment is not on the selected account, or did not go through: choose the account it was made for.'
            : errorMessage(download.error, 'The receipt could not be downloaded.')}
        </Text>
      )}
    </Alert>
  );
}
