import { Alert, Button, CopyButton, Group, List, Stack } from '@mantine/core';
import { saveFile } from '../../../../lib/save-file';

/**
 * Recovery codes as they are shown, once: each in a monospace list a person can read aloud or copy from
 * paper, with Copy and Download (a text file), and plain words that they will not be shown again.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <Stack gap="md">
      <Alert color="gray" variant="light" title="Save your recovery codes">
        If you lose your phone, each of these signs you in once in place of a code from your app. Keep them somewhere
        safe, away from your phone: they are not shown again.
      </Alert>
      <List
        aria-label="Recovery codes"
        listStyleType="none"
        ff="monospace"
        fz="md"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 32, rowGap: 4 }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="light"
            onClick={() => saveFile(`${text}\n`, 'advertiser-portal-recovery-codes.txt', 'text/plain')}
          >
            Download
          </Button>
        </Group>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
