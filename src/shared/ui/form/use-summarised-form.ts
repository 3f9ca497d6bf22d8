import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldBinding } from './person-fields';

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
  /** One field's id, registration and error, as the kit's field groups take them. */
  const bind = (name: Path<Input>, id: string, autoComplete?: string): FieldBinding => ({
    id,
    registration: form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...(autoComplete === undefined ? {} : { autoComplete }),
  });
  return { ...form, attempt, submitWith, bind };
}
