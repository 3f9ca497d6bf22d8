import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/shared/ui/safe-html';

describe('SafeHtml', () => {
  it('keeps the text and markup of server HTML', () => {
    render(<SafeHtml html="<p>Bonjour <strong>à tous</strong></p>" />);
    expect(screen.getByText('à tous').tagName).toBe('STRONG');
  });

  it('drops scripts, event handlers and style attributes (refused by the production policy)', () => {
    render(
      <SafeHtml
        html={'<p style="color:red" onclick="alert(1)">Texte</p><script>alert(2)</script>'}
      />,
    );
    const paragraph = screen.getByText('Texte');
    expect(paragraph).not.toHaveAttribute('style');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(document.body.innerHTML).not.toContain('<script');
  });
});
