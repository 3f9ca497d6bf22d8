import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as z from 'zod';
import { fromProductKeys } from '@/shared/api/product-keys';
import { clientSchemasByComponent } from './client-schemas-by-component';

/**
 * The rule 'only spec-named fields required' (docs/adr/0008-tolerant-reader.md,
 * docs/adr/0017-generated-schemas.md): for every document schema a client schema is derived
 * from, an answer holding only the fields the document requires parses. The spec-only mode of
 * the mock (docs/adr/0015-openapi-contract.md) sends such answers.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Document = { components: { schemas: Record<string, JsonSchema> } };

const documents: Record<string, Document> = {
  main: parse(readFileSync('docs/openapi/main-api.yaml', 'utf8')) as Document,
  pass: parse(readFileSync('docs/openapi/pass-api.yaml', 'utf8')) as Document,
  chat: parse(readFileSync('docs/openapi/chat-api.yaml', 'utf8')) as Document,
  'chat-stomp': parse(readFileSync('docs/openapi/chat-stomp.asyncapi.yaml', 'utf8')) as Document,
};

/** Sample strings that satisfy the document's formats and its one pattern. */
const stringSamples: Record<string, string> = {
  date: '2025-09-01',
  'date-time': '2025-09-01T10:00:00Z',
  email: 'claire.martin@example.fr',
  uri: 'https://example.fr/a',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A sample for each pattern the documents use. */
const patternSamples: Record<string, string> = {
  '^\\d{4}\\/\\d{4}$': '2025/2026',
  '^\\d{2}:\\d{2}(:\\d{2})?$': '10:00:00',
};

/** The smallest value the document accepts: objects hold their required fields only. */
function minimal(document: Document, schema: JsonSchema, depth = 0): unknown {
  if (depth > 12) throw new Error('schema too deep');
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return minimal(document, document.components.schemas[name] ?? {}, depth + 1);
  }
  if (schema.allOf) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => minimal(document, part, depth + 1) as object),
    );
  }
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return minimal(document, branch, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object':
    case undefined:
      if (!schema.properties && type === undefined) return null;
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          minimal(document, schema.properties?.[key] ?? {}, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimal(document, schema.items ?? {}, depth + 1),
      );
    case 'string':
      if (schema.pattern) return patternSamples[schema.pattern];
      return stringSamples[schema.format ?? ''] ?? 'x';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

describe('an answer with only the document’s required fields parses through the client schema', () => {
  it('covers the derived schemas', () => {
    expect(clientSchemasByComponent.length).toBeGreaterThan(10);
  });

  it.each(clientSchemasByComponent.map((entry) => [entry.label, entry] as const))(
    '%s',
    (_label, { document, component, schema, beyondDocument = [] }) => {
      const source = documents[document]?.components.schemas[component];
      expect(source, `${document} has no component ${component}`).toBeDefined();
      const answer = fromProductKeys(minimal(documents[document]!, source!), '{product}');
      const parsed = (schema as z.ZodType).safeParse(answer);
      const failing = new Set((parsed.error?.issues ?? []).map((issue) => String(issue.path[0])));
      expect([...failing].sort(), JSON.stringify(answer)).toEqual([...beyondDocument].sort());
    },
  );
});
