import { Button } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/**
 * A list that shows its first items and the rest on asking: the items to draw, the list's id (for the button's
 * aria-controls), whether all are shown, and the "Show N more" / "Show fewer" button (null when all fit).
 */
export function useFirstShown<Item>(
  items: Item[],
  first: number,
): { shown: Item[]; listId: string; all: boolean; toggle: ReactNode } {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? items : items.slice(0, first);
  const toggle =
    items.length > first ? (
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        aria-controls={listId}
        aria-expanded={all}
        onClick={() => setAll(!all)}
      >
        {all ? 'Show fewer' : `Show ${items.length - shown.length} more`}
      </Button>
    ) : null;
  return { shown, listId, all, toggle };
}
