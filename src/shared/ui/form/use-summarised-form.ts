import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form kit's one form setup: react-hook-form validated by its zod schema, errors shown once a
 * field is left (unless `mode` says otherwise), and on a failed submit the error summary (not the
 * first field) takes the focus, so each failed attempt is counted for it.
 */
export function useSummarisedForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Pick<UseFormProps<Input, unknown, Output>, 'mode'> = {},
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: options.mode ?? 'onTouched',
    shouldFocusError: false,
    defaultValues,
  });
  const [attempt, setAttempt] = useState(0);
  const submitWith = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, () => setAttempt((count) => count + 1));
  return { ...form, attempt, submitWith };
}
