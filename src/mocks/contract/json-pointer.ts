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
