import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeUnexpectedConsole } from './console-guard';

function TwoItemsOneKey() {
  return (
    <ul>
      {['a', 'b'].map((text) => (
        <li key="same">{text}</li>
      ))}
    </ul>
  );
}

describe('the console guard of every test (tests/setup.ts)', () => {
  it("catches React's duplicate-key warning, which fails the test that caused it", () => {
    render(<TwoItemsOneKey />);
    // Taken here, so that this test passes; in any other test the same warning fails it.
    expect(takeUnexpectedConsole().join('\n')).toMatch(/two children with the same key/);
  });

  it("lets the portal's own diagnostics through", () => {
    console.error('Request failed', new Error('refused'));
    console.warn('Left out item 3 of GET /x: it breaks the contract');
    expect(takeUnexpectedConsole()).toEqual([]);
  });

  it('catches any other output', () => {
    console.warn('something else');
    expect(takeUnexpectedConsole()).toEqual(['console.warn: something else']);
  });
});
