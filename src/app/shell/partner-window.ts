/** The partner slider shows 3, 4 or 5 items at widths up to 768, up to 992, and above. */
export function partnersPerView(width: number): number {
  if (width <= 768) return 3;
  if (width <= 992) return 4;
  return 5;
}

/** The items visible from `start`, wrapping past either end. */
export function visibleWindow<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) return [];
  const size = Math.min(count, items.length);
  return Array.from(
    { length: size },
    (_, offset) => items[wrapIndex(start + offset, items.length)] as T,
  );
}

export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}
