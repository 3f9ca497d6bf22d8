import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from '@/shared/ui/tabs';

type Tab = 'programme' | 'bookings' | 'offers';
const tabs: readonly TabItem<Tab>[] = [
  { id: 'programme', label: 'Programmation' },
  { id: 'bookings', label: 'Mes réservations' },
  { id: 'offers', label: 'Les offres' },
];

function PassTabs() {
  const [selected, setSelected] = useState<Tab>('programme');
  return (
    <Tabs idPrefix="pass" label="Mon PASS" tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>Contenu : {selected}</p>
    </Tabs>
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs (the WAI-ARIA tabs pattern)', () => {
  it('names the list, links the panel to the selected tab and gives one tab stop', () => {
    render(<PassTabs />);
    expect(screen.getByRole('tablist', { name: 'Mon PASS' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Programmation' })).toHaveTextContent(
      'Contenu : programme',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<PassTabs />);
    await user.click(screen.getByRole('tab', { name: 'Les offres' }));
    expect(selectedTab()).toHaveAccessibleName('Les offres');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu : offers');
  });

  it.each([
    ['{ArrowRight}', 'Mes réservations'],
    ['{ArrowLeft}', 'Les offres'],
    ['{End}', 'Les offres'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', 'Programmation'],
    ['{End}{Home}', 'Programmation'],
  ])('moves, selects and focuses with %s', async (keys, name) => {
    const user = userEvent.setup();
    render(<PassTabs />);
    await user.tab();
    expect(selectedTab()).toHaveFocus();
    await user.keyboard(keys);
    expect(selectedTab()).toHaveAccessibleName(name);
    expect(selectedTab()).toHaveFocus();
  });

  it('puts the panel next in the tab order', async () => {
    const user = userEvent.setup();
    render(<PassTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
