import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The visitor dialogs' form setup: validated by its zod schema, errors shown once a field is
 * left, and on a failed submit the error summary (not the first field) takes the focus, so
 * each failed attempt is counted for it.
 */
export function useSummarisedForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues,
  });
  const [attempt, setAttempt] = useState(0);
  const submitWith = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, () => setAttempt((count) => count + 1));
  return { ...form, attempt, submitWith };
}
