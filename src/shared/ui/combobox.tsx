import { ChevronDown } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { ComboboxListbox, type ComboboxOption } from './combobox-listbox';
import { filterOptions, nextActive, optionNamed } from './combobox-rules';
import { describedBy, FieldErrorMessage, FieldHint, FieldLabel } from './form/field-parts';
import './combobox.css';

export type ComboboxProps = {
  id: string;
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The text box, for react-hook-form (it focuses a field in error). */
  ref?: Ref<HTMLInputElement>;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Said in the popup when no option holds what is typed ('Aucun club ne correspond'). */
  emptyText: string;
  /** The name of the button that shows every option ('Afficher tous les clubs'). */
  toggleLabel: string;
};

/**
 * A text box that filters a long list as one types (WAI-ARIA APG 'combobox with listbox popup',
 * list autocomplete with manual selection): the arrows move through the suggestions, Enter or a
 * click chooses one, Escape closes the list. Typing narrows the list by words, accents and case
 * aside. A choice is made only by the person: leaving the box keeps the previous choice unless
 * the text was emptied (nothing chosen) or names one option in full.
 */
export function Combobox({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder,
  disabled,
  required,
  error,
  hint,
  emptyText,
  toggleLabel,
}: ComboboxProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // The caller's ref (react-hook-form's) and ours, on the same text box.
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const [open, setOpen] = useState(false);
  // What is typed since the box was last in sync with the choice; null shows the choice.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const chosen = options.find((option) => option.value === value);
  const shown = useMemo(
    () => (query === null ? [...options] : filterOptions(options, query)),
    [options, query],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = open && active >= 0 && active < shown.length ? optionId(active) : undefined;

  useEffect(() => {
    if (!activeId) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option in sight.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openAt = (step: 1 | -1) => {
    setOpen(true);
    const current = shown.findIndex((option) => option.value === value);
    setActive(current >= 0 && !shown[current]?.disabled ? current : nextActive(shown, -1, step));
  };

  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    onChange(option.value);
    setQuery(null);
    close();
  };

  /** Leaving the box: an emptied box chooses nothing, a label typed in full chooses it. */
  const settle = () => {
    if (query !== null) {
      if (query.trim() === '') {
        if (value !== '') onChange('');
      } else {
        const named = optionNamed(options, query);
        if (named && !named.disabled && named.value !== value) onChange(named.value);
      }
      setQuery(null);
    }
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) openAt(step);
        else if (!event.altKey) setActive(nextActive(shown, active, step));
        break;
      }
      case 'Enter': {
        if (!open) return;
        // Enter chooses in the list; it does not send the form around it.
        event.preventDefault();
        const target = activeId ? shown[active] : shown.length === 1 ? shown[0] : undefined;
        if (target) choose(target);
        break;
      }
      case 'Escape':
        if (!open) return;
        // The list closes, not the dialog the box may stand in.
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        close();
        break;
      default:
    }
  };

  const empty = open && shown.length === 0;
  const errorOrHint = describedBy(id, { hint, error });

  return (
    <div className="field combobox">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <div className="combobox__control">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorOrHint}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? chosen?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          // The whole choice is selected, so typing replaces it ('Tous les clubs' -> 'lyon').
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => {
            settle();
            onBlur?.();
          }}
        />
        <button
          type="button"
          className="combobox__toggle"
          // Reached by the pointer only (as in the APG example): the arrows open the list.
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (open) close();
            else openAt(1);
          }}
        >
          <ChevronDown aria-hidden="true" focusable="false" size={18} />
        </button>
        <ComboboxListbox
          id={listId}
          label={label}
          hidden={!open || shown.length === 0}
          options={shown}
          active={active}
          chosen={value}
          optionId={optionId}
          onChoose={choose}
        />
      </div>
      <p role="status" className="combobox__empty">
        {empty ? emptyText : ''}
      </p>
      <FieldErrorMessage id={id} message={error} />
    </div>
  );
}
