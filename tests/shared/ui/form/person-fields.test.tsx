import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckboxGroup } from '@/shared/ui/form/form-fields';
import { EmailField, GenderField, NameFields } from '@/shared/ui/form/person-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';

const schema = z.object({
  nom: z.string().min(1, 'Le nom est obligatoire.'),
  sexe: z.enum(['M', 'F'], { message: 'Le sexe est obligatoire.' }),
  email: z.string().email('Email invalide.'),
  news: z.boolean(),
});
type Input = z.input<typeof schema>;

/** A person form built from the kit's field groups, each given its binding by `bind`. */
function PersonForm() {
  const { bind, register, submitWith } = useSummarisedForm<Input, z.output<typeof schema>>(schema, {
    nom: '',
    sexe: undefined,
    email: '',
    news: false,
  });
  return (
    <form noValidate onSubmit={submitWith(() => undefined)}>
      <NameFields lastname={bind('nom', 'nom', 'off')} />
      <GenderField binding={bind('sexe', 'sexe')} required />
      <EmailField binding={bind('email', 'email')} hint="Votre identifiant de connexion" />
      <CheckboxGroup
        legend="J'accepte de recevoir des informations de la part :"
        choices={[{ id: 'news', label: 'de la fédération', registration: register('news') }]}
      />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('the person field groups bound with bind', () => {
  it('draws each field with its label, id and autocomplete', () => {
    render(<PersonForm />);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('group', { name: 'Sexe' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Homme' })).toHaveAttribute('id', 'sexe-M');
    expect(screen.getByRole('radio', { name: 'Femme' })).toHaveAttribute('id', 'sexe-F');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('Votre identifiant de connexion');
    expect(
      screen.getByRole('group', { name: "J'accepte de recevoir des informations de la part :" }),
    ).toContainElement(screen.getByRole('checkbox', { name: 'de la fédération' }));
  });

  it('shows each field its own error after a failed submit, and binds what is typed', async () => {
    const user = userEvent.setup();
    render(<PersonForm />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le sexe est obligatoire.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Votre identifiant de connexion Email invalide.',
    );

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await user.click(screen.getByRole('radio', { name: 'Femme' }));
    await user.click(screen.getByRole('checkbox', { name: 'de la fédération' }));
    expect(screen.queryByText('Le nom est obligatoire.')).not.toBeInTheDocument();
    expect(screen.queryByText('Le sexe est obligatoire.')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'de la fédération' })).toBeChecked();
  });
});
