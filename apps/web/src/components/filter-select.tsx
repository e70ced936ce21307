import { NativeSelect } from '@mantine/core';

// A select needs a value for "no filter"; the URL simply leaves the key out.
const ALL = 'all';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** The first option, which filters nothing: "All types", "Any status". */
  allLabel: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  w?: Parameters<typeof NativeSelect>[0]['w'];
}

/**
 * One filter of a list: the browser's own select, for short fixed lists picked with the phone's own picker
 * or by typing, and no positioning code in the screen's first load (docs/decisions/0030).
 */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  w,
}: FilterSelectProps<Value>) {
  return (
    <NativeSelect
      label={label}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={({ currentTarget }) =>
        onChange(currentTarget.value === ALL ? undefined : (currentTarget.value as Value))
      }
      w={w}
    />
  );
}
