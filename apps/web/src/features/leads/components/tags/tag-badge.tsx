import { Badge } from '@mantine/core';
import type { LeadTag } from '@portal/shared/lead-tags';
import { FULL_LABEL } from '../activity-status-badges';

/**
 * A tag: its colour as a dot, its name as dark text (light tints of some colours fall under 4.5:1). `whole` keeps
 * the name from being cut short in a narrow table column.
 */
export function TagBadge({ tag, whole = false }: { tag: LeadTag; whole?: boolean }) {
  return (
    <Badge variant="dot" color={tag.color} tt="none" size="md" styles={whole ? FULL_LABEL : undefined}>
      {tag.name}
    </Badge>
  );
}
