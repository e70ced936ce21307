import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';

/** Logo and name; `hideNameOnMobile` keeps a narrow header to the logo alone. */
export function Brand({ size = 'md', hideNameOnMobile = false }: { size?: 'md' | 'lg'; hideNameOnMobile?: boolean }) {
  const large = size === 'lg';
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconTargetArrow size={large ? 24 : 20} />
      </ThemeIcon>
      <Text fw={700} fz={large ? 'xl' : 'lg'} lh={1.1} c="dark.7" visibleFrom={hideNameOnMobile ? 'sm' : undefined}>
        Advertiser Portal
      </Text>
    </Group>
  );
}
