import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks } from '@/shared/ui/social-links';
import { renderWithProviders } from '../../test-utils';

describe('social links', () => {
  it('opens each network in a new tab and says so', () => {
    renderWithProviders(<SocialLinks />);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = screen.getByRole('link', { name: `${network} (nouvel onglet)` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.[a-z]+\.com\/.*amsf$/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
