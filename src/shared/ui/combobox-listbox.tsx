import { Check } from 'lucide-react';

export type ComboboxOption = { value: string; label: string; disabled?: boolean };

/**
 * The combobox's popup: its suggestions, the highlighted one marked for the text box's
 * aria-activedescendant, the chosen one ticked. The text box keeps the focus and the keyboard;
 * a click chooses.
 */
export function ComboboxListbox({
  id,
  label,
  hidden,
  options,
  active,
  chosen,
  optionId,
  onChoose,
}: {
  id: string;
  label: string;
  hidden: boolean;
  options: readonly ComboboxOption[];
  /** The highlighted suggestion's index; -1 for none. */
  active: number;
  /** The chosen option's value. */
  chosen: string;
  optionId: (index: number) => string;
  onChoose: (option: ComboboxOption) => void;
}) {
  return (
    <div id={id} role="listbox" aria-label={label} className="combobox__listbox" hidden={hidden}>
      {options.map((option, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
        <div
          key={option.value}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          aria-disabled={option.disabled ? true : undefined}
          className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          <span>{option.label}</span>
          {option.value === chosen && (
            <Check aria-hidden="true" focusable="false" size={16} className="combobox__chosen" />
          )}
        </div>
      ))}
    </div>
  );
}
