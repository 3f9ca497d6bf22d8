import type { OpenApiDocument } from './contract-documents';

export type Reference = { $ref: string };
export type ParameterObject = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  'x-designed'?: boolean;
};
export type RequestBodyObject = {
  required?: boolean;
  content?: Record<string, { schema?: unknown }>;
};
export type OperationObject = {
  operationId?: string;
  'x-designed'?: boolean;
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
};
export type ResponseObject = { content?: Record<string, { schema?: unknown }> };
export type FoundOperation = { template: string; method: string; operation: OperationObject };

type Entry = {
  template: string;
  test: RegExp;
  literalSegments: number;
  item: Record<string, unknown>;
};

const indexes = new WeakMap<OpenApiDocument, Entry[]>();

function entriesOf(document: OpenApiDocument): Entry[] {
  let entries = indexes.get(document);
  if (!entries) {
    entries = Object.entries(document.paths).map(([template, item]) => {
      // '/search/' and '/search' are one path: a trailing slash is optional both ways.
      const pattern = template
        .replace(/(.)\/$/, '$1')
        .split(/(\{[^}]+\})/)
        .map((part) =>
          /^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return {
        template,
        test: new RegExp(`^${pattern}/?$`),
        literalSegments: template.split('/').filter((segment) => !segment.includes('{')).length,
        item,
      };
    });
    // A literal segment wins over a parameter ('/user-admin/privileges' before '/user-admin/{email}').
    entries.sort((a, b) => b.literalSegments - a.literalSegments);
    indexes.set(document, entries);
  }
  return entries;
}

/** The documented operation a call reaches, or undefined when the document has none. */
export function findOperation(
  document: OpenApiDocument,
  method: string,
  path: string,
): FoundOperation | undefined {
  const lower = method.toLowerCase();
  for (const entry of entriesOf(document)) {
    const operation = entry.item[lower] as OperationObject | undefined;
    if (operation && entry.test.test(path)) {
      return { template: entry.template, method: lower, operation };
    }
  }
  return undefined;
}

/** The operations a document gives, for tests that walk them. */
export function documentedOperations(document: OpenApiDocument): FoundOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    ['get', 'put', 'post', 'delete', 'patch']
      .filter((method) => item[method])
      .map((method) => ({ template, method, operation: item[method] as OperationObject })),
  );
}
