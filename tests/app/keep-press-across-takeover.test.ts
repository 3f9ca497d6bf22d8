/* eslint-disable testing-library/no-node-access -- a DOM utility: the nodes are what it keeps */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPressAcrossTakeover } from '@/app/keep-press-across-takeover';

const page = `<header><a href="/profile">Connexion</a></header><a href="/carte">Trouver un club</a>`;

function drawn(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = page;
  document.body.append(container);
  stops.push(keepPressAcrossTakeover(container));
  return container;
}
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

/** The app's drawing of the same page: the same markup, new nodes. */
function drawAgain(container: HTMLElement) {
  const next = document.createElement('template');
  next.innerHTML = page;
  container.replaceChildren(next.content);
}

const press = (element: Element, type: 'pointerdown' | 'pointerup') =>
  element.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));

function clicksOn(element: Element) {
  const clicked = vi.fn((event: Event) => event.preventDefault());
  element.addEventListener('click', clicked);
  return clicked;
}

/** 'Connexion' pressed on the page, the app's drawing in between, released on its counterpart. */
function releasedAfterTakeover() {
  const container = drawn();
  press(container.querySelector('a') as Element, 'pointerdown');
  drawAgain(container);
  const link = container.querySelector('a') as HTMLElement;
  const clicked = clicksOn(link);
  press(link, 'pointerup');
  return { link, clicked };
}

describe("a press the app's drawing interrupts is not lost", () => {
  it('clicks the same control of the new drawing when the pressed node left before the release', async () => {
    const { clicked } = releasedAfterTakeover();

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('adds no click when the browser sent one', async () => {
    const { link, clicked } = releasedAfterTakeover();
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves a press the drawing did not interrupt, and one released on another control', async () => {
    const container = drawn();
    const link = container.querySelector('a') as Element;
    const clicked = clicksOn(link);
    press(link, 'pointerdown');
    press(link, 'pointerup');
    press(container.querySelector('a') as Element, 'pointerdown');
    drawAgain(container);
    const other = container.querySelectorAll('a')[1] as Element;
    const otherClicked = clicksOn(other);
    press(other, 'pointerup');
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(clicked).not.toHaveBeenCalled();
    expect(otherClicked).not.toHaveBeenCalled();
  });
});
