import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatInPlace, type FieldFormat } from './format-in-place';
import { describedBy, FieldErrorMessage, FieldHint, FieldLabel } from './field-parts';
import './form-kit.css';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The error is announced as soon as it appears (see FieldErrorMessage). */
  announceError?: boolean;
};
type FrameProps = FieldProps & { required?: boolean };

/** The frame of every labelled control: its label, hint, the control itself, then its error. */
function FieldFrame({
  frame: { id, label, error, hint, announceError, required },
  children,
}: {
  frame: FrameProps;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldErrorMessage id={id} message={error} announce={announceError} />
    </div>
  );
}

/** A framed control's props: what its frame draws, and what goes to the control itself. */
function splitFrame<P extends FrameProps>(props: P) {
  const { id, label, error, hint, announceError, required, ...control } = props;
  return { frame: { id, label, error, hint, announceError, required }, control };
}

/**
 * What a framed control says of itself: its id, required, invalid while in error, described by
 * hint and error.
 */
function controlState({ id, error, hint, required }: FrameProps) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
  } as const;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  FieldProps & {
    /** Rewrites what is typed before the form sees it (masks, name capitals). */
    format?: FieldFormat;
  };

/** A labelled input whose hint and error are announced with it. */
export function TextField(props: TextFieldProps) {
  const {
    frame,
    control: { format, onChange, type = 'text', ...input },
  } = splitFrame(props);
  return (
    <FieldFrame frame={frame}>
      <input
        {...input}
        type={type}
        {...controlState(frame)}
        onChange={(event) => {
          if (format) formatInPlace(event, format);
          onChange?.(event);
        }}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps;

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitFrame(props);
  return (
    <FieldFrame frame={frame}>
      <textarea {...control} {...controlState(frame)} />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean; title?: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Choisissez...' while nothing is chosen. */
    placeholder?: string;
  };

/** A labelled native select: the platform's own list, keyboard and screen-reader support. */
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    control: { options, placeholder, ...select },
  } = splitFrame(props);
  return (
    <FieldFrame frame={frame}>
      <select {...select} {...controlState(frame)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            title={option.title}
          >
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type ChoiceInputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'>;

/**
 * Radio buttons in a fieldset whose legend is the question; its error is read with the group.
 * Each radio's id is `${id}-${value}`, so an error summary links to `${id}-${first value}`.
 */
export function RadioGroupField({
  id,
  legend,
  options,
  error,
  required,
  ...input
}: ChoiceInputProps & {
  id: string;
  legend: string;
  options: readonly SelectOption[];
  error?: string;
}) {
  return (
    <fieldset className="form-kit__radios" aria-describedby={describedBy(id, { error })}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map(({ value, label }) => (
        <label key={value} className="form-kit__choice" htmlFor={`${id}-${value}`}>
          <input {...input} id={`${id}-${value}`} type="radio" value={value} required={required} />
          {label}
        </label>
      ))}
      <FieldErrorMessage id={id} message={error} />
    </fieldset>
  );
}

/** One labelled checkbox, its label beside it and the whole line clickable. */
export function CheckboxField({
  id,
  label,
  ...input
}: ChoiceInputProps & { id: string; label: ReactNode }) {
  return (
    <label className="form-kit__choice" htmlFor={id}>
      <input {...input} id={id} type="checkbox" />
      {label}
    </label>
  );
}

/** One checkbox of a group: where it is, what it says, what react-hook-form registered. */
export type CheckboxChoice = { id: string; label: ReactNode; registration: UseFormRegisterReturn };

/** Checkboxes that belong together, under one legend: given as `choices`, or as children. */
export function CheckboxGroup({
  legend,
  choices = [],
  children,
}: {
  legend: string;
  choices?: readonly CheckboxChoice[];
  children?: ReactNode;
}) {
  return (
    <fieldset className="form-kit__checkboxes">
      <legend>{legend}</legend>
      {choices.map(({ id, label, registration }) => (
        <CheckboxField key={id} id={id} label={label} {...registration} />
      ))}
      {children}
    </fieldset>
  );
}

export function RequiredFieldsNote() {
  return (
    <p className="form-kit__hint">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
  );
}
