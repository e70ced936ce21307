import { Pill, PillsInput } from '@mantine/core';
import { useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MULTI_VALUE_MESSAGES, splitPastedList } from '@portal/shared/multi-value';
import { MAX_ZIP_CODES, ZIP_MESSAGES, ZIP_PATTERN } from '@portal/shared/zip-codes';
import classes from './zip-codes-input.module.css';

export interface ZipCodesInputProps {
  label: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  /** The form's error for the field (e.g. from its schema or the server); a problem with what was just typed wins. */
  error?: ReactNode;
  description?: ReactNode;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  max?: number;
  name?: string;
}

/** Keys that end an entry, as a pasted list's separators do. */
const SEPARATOR_KEYS = new Set(['Enter', ',', ' ', ';', 'Tab']);

/**
 * Adds what was typed or pasted to the list: entries that are not 5 digits stay in the box to be fixed,
 * repeats are dropped with the specification's message (section 5: "Multi-value input rejects duplicate entries").
 */
export function addZipEntries(current: string[], text: string, max = MAX_ZIP_CODES) {
  const next = [...current];
  const problems: string[] = [];
  const rejected: string[] = [];
  for (const entry of splitPastedList(text)) {
    if (!ZIP_PATTERN.test(entry)) {
      problems.push(ZIP_MESSAGES.invalid(entry));
      rejected.push(entry);
    } else if (next.includes(entry)) {
      problems.push(MULTI_VALUE_MESSAGES.duplicate(entry));
    } else if (next.length >= max) {
      problems.push(`Only ${max} ZIP codes fit: ${MULTI_VALUE_MESSAGES.tooMany(max)}`);
      rejected.push(entry);
    } else {
      next.push(entry);
    }
  }
  return { value: next, problems: [...new Set(problems)], leftover: rejected.join(' ') };
}

/**
 * A ZIP code list: each entry is a pill; type or paste many at once (commas, spaces or new lines between them).
 * Controlled, so a react-hook-form Controller drives it.
 */
export function ZipCodesInput({
  label,
  value,
  onChange,
  error,
  description = 'Type or paste ZIP codes, separated by commas, spaces or new lines.',
  onBlur,
  required,
  disabled,
  max = MAX_ZIP_CODES,
  name,
}: ZipCodesInputProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const commit = (text: string) => {
    const result = addZipEntries(value, text, max);
    if (result.value.length !== value.length) onChange(result.value);
    setDraft(result.leftover);
    setProblem(result.problems.length > 0 ? result.problems.join('. ') : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (SEPARATOR_KEYS.has(event.key) && draft.trim()) {
      // Tab still moves focus once the entry is in.
      if (event.key !== 'Tab') event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
      setProblem(null);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(`${draft} ${event.clipboardData.getData('text/plain')}`);
  };

  const remove = (zip: string) => {
    onChange(value.filter((entry) => entry !== zip));
    setProblem(null);
  };

  const shownError = problem ?? error;
  return (
    <PillsInput
      label={label}
      description={description}
      error={shownError}
      // The error is announced when it appears, since it answers what was just typed or pasted.
      errorProps={{ role: 'alert' }}
      required={required}
      disabled={disabled}
      classNames={{ input: classes.input }}
    >
      <Pill.Group>
        {value.map((zip) => (
          <Pill
            key={zip}
            withRemoveButton={!disabled}
            classNames={{ remove: classes.remove }}
            onRemove={() => remove(zip)}
            // Mantine hides the remove button from keyboards and screen readers; any entry must be removable.
            removeButtonProps={{ 'aria-label': `Remove ${zip}`, 'aria-hidden': false, tabIndex: 0 }}
          >
            {zip}
          </Pill>
        ))}
        <PillsInput.Field
          className={classes.field}
          name={name}
          value={draft}
          inputMode="numeric"
          autoComplete="off"
          placeholder={value.length === 0 ? 'e.g. 78701, 78702' : undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (draft.trim()) commit(draft);
            onBlur?.();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
