const isObjectSchema = (node: Record<string, unknown>) =>
  node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));

/**
 * The document as the request check reads it: every object schema that names its properties
 * and says nothing of others is closed (`additionalProperties: false`). The documents leave them
 * open, which a tolerant reader of answers wants, but a body field the document does not name is
 * a field the backend team never heard of: that is how ResponsibilityForm's '{product}Id' stood
 * where the portal sends the spec's `clubId` (issue 32). The documents use no allOf, so closing
 * each schema on its own refuses nothing a composition would allow.
 */
export function closedObjects<T>(node: T): T {
  if (Array.isArray(node)) return node.map(closedObjects) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closedObjects(value)]),
  );
  const named = copy.properties !== null && typeof copy.properties === 'object';
  if (named && isObjectSchema(copy) && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy as T;
}
