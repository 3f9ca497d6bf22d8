import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Paging } from '@/shared/lib/paging';
import { Paginator } from '@/shared/ui/paginator';

function Pages({ total, onChange }: { total: number; onChange: (paging: Paging) => void }) {
  const [paging, setPaging] = useState<Paging>({ offset: 0, limit: 50 });
  return (
    <Paginator
      paging={paging}
      total={total}
      sizes={[20, 50, 100]}
      onChange={(next) => {
        onChange(next);
        setPaging(next);
      }}
    />
  );
}

describe('Paginator', () => {
  it('says the range shown and walks the pages with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pages total={120} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('1 – 50 sur 120');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    screen.getByRole('button', { name: 'Page suivante' }).focus();
    await user.keyboard('{Enter}');
    expect(nav).toHaveTextContent('51 – 100 sur 120');
    await user.keyboard('{Enter}');
    expect(nav).toHaveTextContent('101 – 120 sur 120');
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith({ offset: 100, limit: 50 });
  });

  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pages total={120} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Éléments par page' }), '20');
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 20 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      '1 – 20 sur 120',
    );
  });

  it('says 0 – 0 for an empty list and offers no page', () => {
    render(<Pages total={0} onChange={vi.fn()} />);
    expect(screen.getByText('0 – 0 sur 0')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });
});
