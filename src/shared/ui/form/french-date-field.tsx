import { useEffect, useRef, useState, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import {
  frenchDatePlaceholder,
  maskFrenchDate,
  parseFrenchDate,
  toFrenchDate,
} from '@/shared/lib/french-date';
import { describedBy, FieldErrorMessage, FieldHint, FieldLabel } from './field-parts';
import { formatInPlace } from './format-in-place';
import './french-date-field.css';

type FrenchDateFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
};

const firstMonth = new Date(1900, 0, 1);

/**
 * A past date typed as jj/mm/aaaa (slashes come by themselves) or picked in a French calendar
 * that opens under the field; Escape or a choice closes it and gives focus back to its button.
 */
export function FrenchDateField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  required,
}: FrenchDateFieldProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const calendarId = `${id}-calendar`;
  const hint = `Format jj/mm/aaaa, par exemple ${frenchDatePlaceholder}`;
  const selected = parseFrenchDate(value);
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="field french-date-field" ref={container}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <div className="french-date-field__row">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={frenchDatePlaceholder}
          maxLength={10}
          required={required}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          onChange={(event) => onChange(formatInPlace(event, maskFrenchDate))}
          onBlur={onBlur}
        />
        <button
          ref={button}
          type="button"
          className="icon-button french-date-field__button"
          aria-label={`Ouvrir le calendrier (${label.toLocaleLowerCase('fr-FR')})`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
      </div>
      {open && (
        // Escape closes the calendar only, not the dialog around it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          id={calendarId}
          role="dialog"
          aria-label={`Calendrier : ${label}`}
          className="french-date-field__calendar"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            close();
          }}
        >
          <DayPicker
            mode="single"
            locale={fr}
            captionLayout="dropdown"
            startMonth={firstMonth}
            endMonth={today}
            defaultMonth={selected ?? new Date(today.getFullYear() - 30, 0, 1)}
            disabled={{ after: yesterday }}
            selected={selected}
            // The calendar opens on request: focus goes to its selected (or current) day.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onSelect={(_selected, day) => {
              onChange(toFrenchDate(day));
              onBlur();
              close();
            }}
          />
        </div>
      )}
      <FieldErrorMessage id={id} message={error} />
    </div>
  );
}
