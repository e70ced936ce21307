import { Stack, Text, Title } from '@mantine/core';

export function AuthHeading({ title, subtitle, id }: { title: string; subtitle?: string; id?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} id={id}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
