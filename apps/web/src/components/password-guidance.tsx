import { List, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@portal/shared/limits';

/** The password guidance of specification section 5, beside every new-password field (the policy is password-policy.ts). */
export function PasswordGuidance({ id }: { id: string }) {
  return (
    <div id={id}>
      <Text size="sm" fw={500}>
        Your password must have:
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item>at least {PASSWORD_MIN_LENGTH} characters</List.Item>
        <List.Item>upper and lower case letters</List.Item>
        <List.Item>at least 1 number and 1 special character</List.Item>
      </List>
    </div>
  );
}
