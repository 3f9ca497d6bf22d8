/* eslint-disable testing-library/no-node-access -- a DOM utility: the nodes are what it keeps */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAcrossTakeover } from '@/app/keep-focus-across-takeover';

const page = `
  <a href="#contenu">Aller au contenu</a>
  <ul><li><a href="101">Natation</a></li><li><a href="102">Yoga</a></li></ul>
  <a href="102">Yoga</a>`;

function drawn(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = page;
  document.body.append(container);
  return container;
}
afterEach(() => document.body.replaceChildren());

/** The app's drawing of the same page: the same markup, new nodes. */
function drawAgain(container: HTMLElement) {
  const next = document.createElement('template');
  next.innerHTML = page;
  container.replaceChildren(next.content);
}

describe('a prerendered page the app draws again keeps the focus the visitor gave it', () => {
  it("gives the focus to the same control of the app's drawing", async () => {
    const container = drawn();
    const second = container.querySelectorAll('a')[3] as HTMLElement;
    second.focus();
    keepFocusAcrossTakeover(container);
    drawAgain(container);

    await waitFor(() => expect(document.activeElement).toBe(container.querySelectorAll('a')[3]));
    expect(document.activeElement).not.toBe(second);
  });

  it('leaves the focus where something else took it meanwhile', async () => {
    const container = drawn();
    (container.querySelector('a') as HTMLElement).focus();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    keepFocusAcrossTakeover(container);
    elsewhere.focus();
    drawAgain(container);

    await Promise.resolve();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('does nothing when the focus was not in the page', () => {
    const container = drawn();
    keepFocusAcrossTakeover(container);
    drawAgain(container);
    expect(document.activeElement).toBe(document.body);
  });
});
