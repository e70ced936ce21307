import { Button, Group, Loader } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/**
 * A section of the campaign screen that its editors change in place: Edit turns it into a small form
 * (loaded only then), Save or Cancel turns it back. Those who may not edit never see the button.
 */
export function EditableSection({
  title,
  canEdit,
  children,
  editor,
  actions,
}: {
  title: string;
  canEdit: boolean;
  children: ReactNode;
  /** The section's form; `done` closes it. */
  editor?: (done: () => void) => ReactNode;
  /** Links or buttons beside the title, shown whether or not the section is being edited. */
  actions?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = editor && canEdit && !editing && (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => setEditing(true)}
      aria-label={`Edit ${title.toLowerCase()}`}
    >
      Edit
    </Button>
  );
  return (
    <SectionCard
      title={title}
      actions={
        <Group gap="xs" wrap="nowrap">
          {actions}
          {editButton}
        </Group>
      }
    >
      {editing && editor ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={`Loading the ${title.toLowerCase()} form`} />}>
          {editor(() => setEditing(false))}
        </Suspense>
      ) : (
        children
      )}
    </SectionCard>
  );
}
