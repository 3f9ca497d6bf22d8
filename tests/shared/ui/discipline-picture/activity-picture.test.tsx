import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';

describe('ActivityPicture', () => {
  it('shows the activity’s own picture, decorative', () => {
    render(
      <ActivityPicture src="/pictures/natation.jpg" name="Natation" width={320} height={180} />,
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/pictures/natation.jpg');
    expect(screen.queryByTestId('discipline-picture')).toBeNull();
  });

  it('shows the discipline’s icon on its colour when there is no picture, hidden from readers', () => {
    render(<ActivityPicture src={null} name="Pilates" className="card" width={320} height={180} />);
    expect(screen.queryByRole('presentation')).toBeNull();
    const stand = screen.getByTestId('discipline-picture');
    expect(stand).toHaveClass('discipline-picture--teal', 'card');
    expect(stand).toHaveAttribute('data-discipline', 'gentle');
    expect(stand).toHaveAttribute('aria-hidden', 'true');
    expect(stand).not.toBeEmptyDOMElement();
  });

  it('falls back to the icon when the picture cannot be loaded', () => {
    render(<ActivityPicture src="/missing.svg" name="Judo" width={320} height={180} />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByTestId('discipline-picture')).toHaveAttribute('data-discipline', 'combat');
  });
});
