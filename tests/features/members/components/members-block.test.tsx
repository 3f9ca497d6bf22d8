import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersBlock } from '@/features/members/components/members-block';

describe('MembersBlock', () => {
  it('is a region named by its level-2 heading, holding its content', () => {
    render(
      <>
        <MembersBlock title="Identité">
          <p>Nom et prénom</p>
        </MembersBlock>
        <MembersBlock title="Coordonnées">
          <p>Adresse</p>
        </MembersBlock>
      </>,
    );
    const identity = screen.getByRole('region', { name: 'Identité' });
    expect(identity).toContainElement(screen.getByRole('heading', { level: 2, name: 'Identité' }));
    expect(identity).toHaveTextContent('Nom et prénom');
    expect(screen.getByRole('region', { name: 'Coordonnées' })).toHaveTextContent('Adresse');
  });
});
