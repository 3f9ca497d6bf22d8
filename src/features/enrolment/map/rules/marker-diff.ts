/**
 * Which markers to add and which to remove when the clusters change: markers that stay keep
 * their element (and the keyboard focus), so a pan touches only the edges of the view.
 */
export function diffMarkerKeys(
  current: Iterable<string>,
  next: Iterable<string>,
): { added: string[]; removed: string[] } {
  const currentSet = new Set(current);
  const nextSet = new Set(next);
  return {
    added: [...nextSet].filter((key) => !currentSet.has(key)),
    removed: [...currentSet].filter((key) => !nextSet.has(key)),
  };
}
