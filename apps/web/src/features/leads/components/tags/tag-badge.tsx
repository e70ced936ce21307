import { Badge } from '@mantine/core';
import type { LeadTag } from '@portal/shared/lead-tags';

/** A tag: its colour as a dot, its name as dark text (light tints of some colours fall under 4.5:1). */
export function TagBadge({ tag }: { tag: LeadTag }) {
  return (
    <Badge variant="dot" color={tag.color} tt="none" size="md">
      {tag.name}
    </Badge>
  );
}
