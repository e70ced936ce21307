import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';

/** How many ZIP codes show before "Show all": a long service area should not push the page down. */
const SHOWN_AT_FIRST = 24;

export function ServiceZipCodes({ zipCodes }: { zipCodes: string[] }) {
  const [all, setAll] = useState(false);
  if (zipCodes.length === 0) return <Text c="dimmed">No service-area ZIP codes</Text>;
  const shown = all ? zipCodes : zipCodes.slice(0, SHOWN_AT_FIRST);
  return (
    <Group gap={6}>
      {shown.map((zip) => (
        <Badge key={zip} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
          {zip}
        </Badge>
      ))}
      {zipCodes.length > SHOWN_AT_FIRST && (
        <Anchor component="button" type="button" size="sm" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${zipCodes.length}`}
        </Anchor>
      )}
    </Group>
  );
}
