import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageCircle } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from '@/shared/ui/button';

describe('Button', () => {
  it('is a button named by its text that the mouse and the keyboard both press', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="primary" onClick={onClick}>
        Sauvegarder
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sauvegarder' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('never submits its form unless it is told to be the submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Retour</Button>
        <Button type="submit" variant="primary">
          Valider
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy, says so, keeps its name and focus, and ignores further presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary" busy onClick={onClick}>
          Envoyer
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a caller aria-disabled as it is given when not busy', () => {
    render(
      <Button type="submit" variant="primary" aria-disabled={false}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('IconButton', () => {
  it('is named by its label, the icon being decorative', () => {
    render(
      <IconButton label="Page suivante" icon={<MessageCircle aria-hidden="true" />} disabled />,
    );
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('draws its badge and lets screen readers hear it as words, not as a bare digit', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton
        label="Messagerie"
        icon={<MessageCircle aria-hidden="true" />}
        badge={3}
        badgeText="3 messages non lus"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Messagerie, 3 messages non lus' });
    expect(button).toHaveTextContent('3');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws no badge while its count is undefined', () => {
    render(<IconButton label="Panier" icon={<MessageCircle aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Panier' })).toHaveTextContent(/^Panier$/);
  });
});
