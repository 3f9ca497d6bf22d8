import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PostalAddressFields } from '@/features/members/communes/postal-address-fields';
import { renderWithProviders } from '../../../test-utils';

type Address = { address: string; addressContinued: string; postalCode: string; city: string };

function AddressForm({ withContinued }: { withContinued: boolean }) {
  const { register, setValue, formState } = useForm<Address>({
    defaultValues: { address: '', addressContinued: '', postalCode: '', city: '' },
  });
  const binding = (name: 'address' | 'addressContinued') => ({
    id: name,
    registration: register(name),
  });
  return (
    <PostalAddressFields
      address={binding('address')}
      continued={withContinued ? binding('addressContinued') : undefined}
      form={{ register, setValue, errors: formState.errors }}
      ids={{ postalCode: 'code-postal', city: 'ville' }}
      values={{ postalCode: '', city: '' }}
    />
  );
}

describe('PostalAddressFields', () => {
  it('with a second line: the first is address-line1, the second address-line2', () => {
    renderWithProviders(<AddressForm withContinued />);
    const address = screen.getByRole('textbox', { name: 'Adresse' });
    expect(address).toBeRequired();
    expect(address).toHaveAttribute('autocomplete', 'address-line1');
    const continued = screen.getByRole('textbox', { name: "Complément d'adresse" });
    expect(continued).not.toBeRequired();
    expect(continued).toHaveAttribute('autocomplete', 'address-line2');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toBeInTheDocument();
  });

  it('without it: one street-address line, then the postal code and the town', () => {
    renderWithProviders(<AddressForm withContinued={false} />);
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    expect(screen.queryByRole('textbox', { name: "Complément d'adresse" })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
  });
});
