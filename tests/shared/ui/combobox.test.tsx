import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from '@/shared/ui/combobox';
import type { ComboboxOption } from '@/shared/ui/combobox-listbox';

const clubs: ComboboxOption[] = [
  { value: '1', label: 'AMSF Lyon' },
  { value: '12', label: 'AMSF Grenoble' },
  { value: '40', label: 'AMSF Saint-Étienne' },
  { value: '41', label: 'AMSF Vénissieux', disabled: true },
  { value: '42', label: 'AMSF Chambéry' },
];

/** The combobox as a form uses it: its value held outside, changes reported. */
function Picker({
  initial = '',
  onChange = () => undefined,
  options = clubs,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  options?: ComboboxOption[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <Combobox
      id="club"
      label="Club"
      options={options}
      value={value}
      placeholder="Tapez le nom du club"
      emptyText="Aucun club ne correspond"
      toggleLabel="Afficher les clubs"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The highlighted option: aria-selected, and the box's aria-activedescendant. */
function activeOption(box: HTMLElement): HTMLElement {
  const option = screen.getByRole('option', { selected: true });
  expect(box).toHaveAttribute('aria-activedescendant', option.id);
  return option;
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Club' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the combobox (WAI-ARIA APG combobox with listbox popup)', () => {
  it('is a labelled combobox whose list is closed and nothing chosen at first', () => {
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Club' });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'Tapez le nom du club');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).toHaveAttribute('aria-label', 'Club');
    expect(listbox).not.toBeVisible();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('filters as one types, accents, case and hyphens aside', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Club' });
    await user.type(box, 'saint etienne');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['AMSF Saint-Étienne']);
    await user.clear(box);
    await user.type(box, 'CHAMBERY');
    expect(optionNames()).toEqual(['AMSF Chambéry']);
    await user.clear(box);
    await user.type(box, 'amsf');
    expect(optionNames()).toHaveLength(5);
  });

  it('moves with the arrows (wrapping, over disabled options) and chooses with Enter', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Picker onChange={changed} />);
    const box = screen.getByRole('combobox', { name: 'Club' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const active = () => activeOption(box);
    expect(active()).toHaveTextContent('AMSF Lyon');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('AMSF Chambéry');
    // Vénissieux is disabled: the arrows pass over it.
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('AMSF Saint-Étienne');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('AMSF Lyon');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith('12');
    expect(box).toHaveValue('AMSF Grenoble');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses by typing part of a name without its accents, then the keyboard', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Picker onChange={changed} />);
    const box = screen.getByRole('combobox', { name: 'Club' });
    await user.type(box, 'etien');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changed).toHaveBeenCalledWith('40');
    expect(box).toHaveValue('AMSF Saint-Étienne');
  });

  it('chooses with a click, and marks the chosen option when the list opens again', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Afficher les clubs' }));
    await user.click(screen.getByRole('option', { name: 'AMSF Chambéry' }));
    const box = screen.getByRole('combobox', { name: 'Club' });
    expect(box).toHaveValue('AMSF Chambéry');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('AMSF Chambéry');
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Picker onChange={changed} />);
    await user.type(screen.getByRole('combobox', { name: 'Club' }), 'venis');
    const option = screen.getByRole('option', { name: 'AMSF Vénissieux' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(changed).not.toHaveBeenCalled();
  });

  it("says 'Aucun club ne correspond' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Club' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun club ne correspond');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and gives the chosen name back, without leaving the box', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    const onEscape = vi.fn();
    render(
      // The dialog around the box must not see the Escape that closes the list.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
        <Picker initial="1" onChange={changed} />
      </div>,
    );
    const box = screen.getByRole('combobox', { name: 'Club' });
    expect(box).toHaveValue('AMSF Lyon');
    await user.click(box);
    await user.keyboard('gre');
    expect(optionNames()).toEqual(['AMSF Grenoble']);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('AMSF Lyon');
    expect(box).toHaveFocus();
    expect(changed).not.toHaveBeenCalled();
    expect(onEscape).not.toHaveBeenCalled();
    // A second Escape (list closed) is the dialog's.
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('leaving the box keeps the choice, unless it was emptied or a name typed in full', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(
      <>
        <Picker initial="1" onChange={changed} />
        <button type="button">Après</button>
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Club' });
    await user.click(box);
    await user.keyboard('gren');
    await user.tab();
    expect(box).toHaveValue('AMSF Lyon');
    expect(changed).not.toHaveBeenCalled();

    await user.click(box);
    await user.keyboard('amsf grenoble');
    await user.tab();
    expect(changed).toHaveBeenLastCalledWith('12');
    expect(box).toHaveValue('AMSF Grenoble');

    await user.clear(box);
    await user.tab();
    expect(changed).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('works under react-hook-form: the value, the touched state and the focus on error', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { clubId: '' } });
      return (
        <form onSubmit={form.handleSubmit((values) => sent(values))}>
          <Controller
            control={form.control}
            name="clubId"
            rules={{ required: 'Choisissez un club.' }}
            render={({ field, fieldState }) => (
              <Combobox
                id="club"
                label="Club"
                options={clubs}
                emptyText="Aucun club ne correspond"
                toggleLabel="Afficher les clubs"
                error={fieldState.error?.message}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <button type="submit">Envoyer</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const box = screen.getByRole('combobox', { name: 'Club' });
    expect(await screen.findByText('Choisissez un club.')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Choisissez un club.');
    expect(sent).not.toHaveBeenCalled();
    await user.keyboard('lyon{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(sent).toHaveBeenCalledWith({ clubId: '1' });
  });
});
