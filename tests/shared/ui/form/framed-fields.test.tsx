import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/form/form-fields';

describe('the framed fields (label, hint, control, error)', () => {
  it.each([
    [
      'TextField',
      'textbox',
      <TextField key="t" id="f" label="Ville" required hint="Aide" error="Erreur" />,
    ],
    [
      'TextAreaField',
      'textbox',
      <TextAreaField key="a" id="f" label="Ville" required hint="Aide" error="Erreur" />,
    ],
    [
      'SelectField',
      'combobox',
      <SelectField
        key="s"
        id="f"
        label="Ville"
        required
        hint="Aide"
        error="Erreur"
        placeholder="Choisissez..."
        options={[{ value: 'L', label: 'Lyon' }]}
      />,
    ],
  ] as const)(
    '%s is named, required, invalid and described by its hint and error',
    (_, role, field) => {
      render(field);
      const control = screen.getByRole(role, { name: 'Ville' });
      expect(control).toHaveAttribute('id', 'f');
      expect(control).toBeRequired();
      expect(control).toBeInvalid();
      expect(control).toHaveAttribute('aria-describedby', 'f-hint f-error');
      expect(control).toHaveAccessibleDescription('Aide Erreur');
    },
  );

  it('leaves a valid field without aria-invalid or description', () => {
    render(<TextAreaField id="q" label="Question éventuelle" />);
    const control = screen.getByRole('textbox', { name: 'Question éventuelle' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toBeRequired();
  });

  it('lists the select options after its placeholder', () => {
    render(
      <SelectField
        id="s"
        label="Pays"
        placeholder="Choisissez..."
        options={[
          { value: 'FR', label: 'France' },
          { value: 'BE', label: 'Belgique', disabled: true },
        ]}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choisissez...',
      'France',
      'Belgique',
    ]);
    expect(screen.getByRole('option', { name: 'Belgique' })).toBeDisabled();
  });
});
