import { List, Text } from '@mantine/core';

/** The password guidance of specification section 5, beside every new-password field. */
export function PasswordGuidance({ id }: { id: string }) {
  return (
    <div id={id}>
      <Text size="sm" fw={500}>
        Your password must have:
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item>at least 8 characters</List.Item>
        <List.Item>upper and lower case letters</List.Item>
        <List.Item>at least 1 number and 1 special character</List.Item>
      </List>
    </div>
  );
}
