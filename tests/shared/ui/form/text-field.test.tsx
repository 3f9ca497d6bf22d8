import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '@/shared/lib/phone-mask';
import { TextField } from '@/shared/ui/form/form-fields';

function showPhoneField() {
  render(
    <TextField id="phone" label="Téléphone" type="tel" format={(value) => maskPhone(value)} />,
  );
  return screen.getByLabelText<HTMLInputElement>('Téléphone');
}

describe('a masked text field', () => {
  it('masks what is typed and pasted', async () => {
    const user = userEvent.setup();
    const input = showPhoneField();
    await user.type(input, '0612345678');
    expect(input).toHaveValue('06.12.34.56.78');
    await user.clear(input);
    await user.paste('06 12 34 56 78');
    expect(input).toHaveValue('06.12.34.56.78');
  });

  it('keeps the caret where a digit is corrected in the middle', async () => {
    const user = userEvent.setup();
    const input = showPhoneField();
    await user.type(input, '0612345678');
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}9');
    expect(input).toHaveValue('06.92.34.56.78');
    expect(input.selectionStart).toBe(4);
  });

  it('steps over a separator on Backspace instead of sticking', async () => {
    const user = userEvent.setup();
    const input = showPhoneField();
    await user.type(input, '061234');
    input.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('06.12.34');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('01.23.4');
    expect(input.selectionStart).toBe(1);
  });
});
