import { followRef } from './json-pointer';

/**
 * Drops from a value every field the document marks `x-designed` (on the field, or on the
 * schema it points to) and every field the schema does not name: what remains is what a
 * backend built from the spec alone would send (docs/adr/0015-openapi-contract.md). A schema
 * that names no fields (an answer the spec does not show) keeps the value as it is.
 */
type Schema = {
  $ref?: string;
  'x-designed'?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  type?: string | string[];
};

export type SchemaRoot = Record<string, unknown>;

function resolve(root: SchemaRoot, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 20; depth += 1) {
    current = followRef(root, current.$ref).value as Schema | undefined;
  }
  return current;
}

export function isDesigned(root: SchemaRoot, schema: Schema | undefined): boolean {
  return schema?.['x-designed'] === true || resolve(root, schema)?.['x-designed'] === true;
}

/** The branch of a oneOf/anyOf that describes a value of this kind (object or list). */
function branchFor(root: SchemaRoot, schema: Schema, value: unknown): Schema {
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]
    .map((branch) => resolve(root, branch))
    .filter((branch): branch is Schema => branch !== undefined);
  const wanted = Array.isArray(value) ? 'items' : 'properties';
  return branches.find((branch) => branch[wanted] !== undefined) ?? schema;
}

export function withoutDesignedFields(
  root: SchemaRoot,
  schema: Schema | undefined,
  value: unknown,
): unknown {
  let current = resolve(root, schema);
  if (!current || value === null || typeof value !== 'object') return value;
  if (current.oneOf ?? current.anyOf ?? current.allOf) current = branchFor(root, current, value);
  if (Array.isArray(value)) {
    const items = current.items;
    return items ? value.map((item) => withoutDesignedFields(root, items, item)) : value;
  }
  const properties = current.properties;
  if (!properties) return value;
  const kept: Record<string, unknown> = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    const fieldSchema = properties[field];
    if (!fieldSchema || isDesigned(root, fieldSchema)) continue;
    kept[field] = withoutDesignedFields(root, fieldSchema, fieldValue);
  }
  return kept;
}
