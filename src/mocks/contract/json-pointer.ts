/** One segment of a JSON pointer (RFC 6901): '~' and '/' escaped. */
export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer as Ajv resolves it inside a `$ref` (a URI fragment: percent-encoded too). */
export function refPointer(segments: readonly string[]): string {
  return segments.map((segment) => encodeURIComponent(escapePointerSegment(segment))).join('/');
}

/** A pointer as a reader finds it in the YAML document: '#/paths/~1profiles~1{id}/put/...'. */
export function readablePointer(segments: readonly string[]): string {
  return `#/${segments.map(escapePointerSegment).join('/')}`;
}

/** What a `$ref` inside the document points to, and the pointer's segments (RFC 6901). */
export function followRef(root: object, ref: string): { value: unknown; pointer: string[] } {
  const pointer = ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const value = pointer.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    root,
  );
  return { value, pointer };
}
