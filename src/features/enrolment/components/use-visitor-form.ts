import { useId } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppSelector } from '@/shared/store/store';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';

/**
 * The setup both dialogs without an account share (sections 5 and 9): the kit's form over the
 * dialog's schema, one id per field under the dialog's prefix, and whether the submit stays
 * inert, as it does while the form is invalid or the dialog's single-flight send is under way.
 */
export function useVisitorForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  flight: string,
) {
  const prefix = useId();
  const form = useSummarisedForm<Input, Output>(schema, defaultValues);
  const pending = useAppSelector((state) => selectInFlight(state, flight));
  return {
    form,
    fieldId: (name: Path<Input>) => `${prefix}-${name}`,
    submitInert: !form.formState.isValid || pending,
  };
}
