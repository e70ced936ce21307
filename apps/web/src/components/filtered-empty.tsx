import { Button, Stack, Text } from '@mantine/core';

export interface FilteredEmptyProps {
  /** Whether any filter is set: then the list is empty because of them, and they can be cleared. */
  filtered: boolean;
  /** What to say when the filters leave nothing, and when there is nothing at all. */
  filteredText: string;
  emptyText: string;
  onClear: () => void;
}

/** An empty table: why it is empty, and "Clear filters" where the filters are the reason. */
export function FilteredEmpty({ filtered, filteredText, emptyText, onClear }: FilteredEmptyProps) {
  return (
    <Stack gap="xs" align="flex-start" py="md">
      <Text c="dimmed">{filtered ? filteredText : emptyText}</Text>
      {filtered && (
        <Button variant="light" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
