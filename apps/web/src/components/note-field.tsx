import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { TEXT_LIMITS } from '@portal/shared/text';

/**
 * The required note of a few lines that goes with an action (a reason, a decision note, a dispute's comment): it
 * grows with its text, up to the length the API takes for one (TEXT_LIMITS.comment).
 */
export function NoteField(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea required autosize minRows={2} maxLength={TEXT_LIMITS.comment} {...props} />;
}
