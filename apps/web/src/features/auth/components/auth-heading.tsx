import { Stack, Text, Title } from '@mantine/core';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
