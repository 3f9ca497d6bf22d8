import type { ComponentProps } from 'react';
import { SelectField } from '@/shared/ui/form/form-fields';

export type AdminOption = { value: string; label: string; disabled?: boolean; reason?: string };

/**
 * The form kit's select, with options that can be disabled: the reason of each disabled option
 * goes into the field's hint, where a screen reader reads it with the field (a native option's
 * tooltip is not announced).
 */
export function AdminSelect({
  options,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'options' | 'hint'> & {
  options: readonly AdminOption[];
  placeholder: string;
}) {
  const reasons = [...new Set(options.flatMap((option) => (option.reason ? [option.reason] : [])))];
  return (
    <SelectField
      {...field}
      hint={reasons.length ? reasons.join(' ') : undefined}
      options={options.map(({ reason, ...option }) => ({ ...option, title: reason }))}
    />
  );
}
