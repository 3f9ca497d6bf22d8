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
  loading = false,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'options' | 'hint'> & {
  options: readonly AdminOption[];
  placeholder: string;
  /**
   * While its options load the select is disabled: a select shows no value it has no option for,
   * and react-hook-form reads the page's value when the field loses the focus, so a Tab through
   * it then erased the value being edited (seen in e2e/admin-keyboard-only.spec.ts under load).
   */
  loading?: boolean;
}) {
  const reasons = [...new Set(options.flatMap((option) => (option.reason ? [option.reason] : [])))];
  return (
    <SelectField
      {...field}
      disabled={field.disabled || loading}
      placeholder={loading ? 'Chargement…' : field.placeholder}
      hint={reasons.length ? reasons.join(' ') : undefined}
      options={options.map(({ reason, ...option }) => ({ ...option, title: reason }))}
    />
  );
}
