import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  pullDistance,
  pullPhase,
  pullThresholdPx,
} from '@/features/pass/programme/rules/pull-to-refresh';
import { usePullToRefresh } from '@/features/pass/programme/use-pull-to-refresh';

describe('pull distance and phase', () => {
  it.each([
    ['a pull from the top, at half the travel', 100, 300, 0, 100],
    ['an upward move', 300, 100, 0, 0],
    ['a frame scrolled down', 100, 300, 40, 0],
  ])('%s', (_case, startY, currentY, scrollTop, expected) =>
    expect(pullDistance(startY, currentY, scrollTop)).toBe(expected),
  );

  it.each([
    [0, 'idle'],
    [1, 'pulling'],
    [pullThresholdPx - 1, 'pulling'],
    [pullThresholdPx, 'ready'],
    [200, 'ready'],
  ] as const)('%s px is %s', (distance, phase) => expect(pullPhase(distance)).toBe(phase));
});

function Frame({ onRefresh, enabled = true }: { onRefresh: () => void; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { phase } = usePullToRefresh(ref, onRefresh, enabled);
  return (
    <div ref={ref} data-testid="frame" data-phase={phase}>
      sessions
    </div>
  );
}

const touch = (clientY: number) => ({ touches: [{ clientY }] });

function pull(frame: HTMLElement, from: number, to: number) {
  fireEvent.touchStart(frame, touch(from));
  fireEvent.touchMove(frame, touch((from + to) / 2));
  fireEvent.touchMove(frame, touch(to));
}

describe('usePullToRefresh', () => {
  it('refreshes once when released past the threshold, showing the phase meanwhile', () => {
    const onRefresh = vi.fn();
    render(<Frame onRefresh={onRefresh} />);
    const frame = screen.getByTestId('frame');
    pull(frame, 100, 100 + pullThresholdPx * 2 + 10);
    expect(frame.dataset.phase).toBe('ready');
    fireEvent.touchEnd(frame, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(frame.dataset.phase).toBe('idle');
  });

  it.each([
    ['a short pull', 0, 100 + pullThresholdPx, true],
    ['a pull of a scrolled frame', 50, 400, true],
    ['a pull while refreshing', 0, 400, false],
  ])('does nothing after %s', (_case, scrollTop, to, enabled) => {
    const onRefresh = vi.fn();
    render(<Frame onRefresh={onRefresh} enabled={enabled} />);
    const frame = screen.getByTestId('frame');
    frame.scrollTop = scrollTop;
    pull(frame, 100, to);
    fireEvent.touchEnd(frame, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
