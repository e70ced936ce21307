import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadType } from '@portal/shared/campaign-records';
import { SERVICE_CATEGORIES } from '@portal/shared/service-categories';
import { US_STATES } from '@portal/shared/us-states';

/**
 * The campaign's own inputs, each controlled (value/onChange/error) so that the wizard and the detail's
 * in-place editors drive them through react-hook-form's Controller alike.
 */
interface Controlled<Value> {
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  error?: string;
}

export const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

export function CategorySelect({
  label = 'Service category',
  value,
  onChange,
  onBlur,
  error,
}: Controlled<string> & { label?: string }) {
  return (
    <Select
      label={label}
      required
      data={SERVICE_CATEGORIES}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
      allowDeselect={false}
      placeholder="Choose a service"
    />
  );
}

export function CategoriesInput({ value, onChange, onBlur, error }: Controlled<string[]>) {
  return (
    <MultiSelect
      label="Categories"
      description="The services this listing shows under in the directory."
      required
      data={SERVICE_CATEGORIES}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      placeholder={value.length === 0 ? 'Choose one or more' : undefined}
    />
  );
}

export function LeadTypesInput({ value, onChange, error }: Controlled<LeadType[]>) {
  return (
    <Checkbox.Group
      label="Lead types"
      description="What this campaign buys."
      required
      value={value}
      onChange={(next) => onChange(LEAD_TYPES.filter((type) => next.includes(type)))}
      error={error}
    >
      <Group gap="lg" mt={6}>
        {LEAD_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={LEAD_TYPE_LABELS[type]} size="md" />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

export function StatesInput({ value, onChange, onBlur, error }: Controlled<string[]>) {
  return (
    <MultiSelect
      label="States"
      description="Whole states to take leads from. Leave empty to take them only from the ZIP codes."
      data={STATE_OPTIONS}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      searchable
      nothingFoundMessage="No state by that name"
      placeholder={value.length === 0 ? 'Type a state' : undefined}
      hidePickedOptions
    />
  );
}

export function StateSelect({ value, onChange, onBlur, error }: Controlled<string>) {
  return (
    <Select
      label="State"
      required
      data={STATE_OPTIONS}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
      searchable
      nothingFoundMessage="No state by that name"
    />
  );
}
