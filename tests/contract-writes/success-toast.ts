import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast the spec names: its title ('Succès' by default) and its French text, together. */
export async function successToast(message: string, title = 'Succès'): Promise<void> {
  const toast = await waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((element) => within(element).queryByText(message) !== null);
    expect(found, `a toast '${message}'`).toBeDefined();
    return found!;
  });
  expect(within(toast).getByText(title)).toBeInTheDocument();
}
