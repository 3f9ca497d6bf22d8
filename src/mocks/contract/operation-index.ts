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
export type DocumentedOperation = { template: string; method: string; operation: OperationObject };
export type FoundOperation = DocumentedOperation & {
  /** The path parameters' values in the call's path ('/profiles/{id}', '/profiles/12': id 12). */
  pathValues: Map<string, string>;
};

type Entry = {
  template: string;
  test: RegExp;
  names: string[];
  literalSegments: number;
  item: Record<string, unknown>;
};

const indexes = new WeakMap<OpenApiDocument, Entry[]>();

function entriesOf(document: OpenApiDocument): Entry[] {
  let entries = indexes.get(document);
  if (!entries) {
    entries = Object.entries(document.paths).map(([template, item]) => {
      // '/search/' and '/search' are one path: a trailing slash is optional both ways.
      const names: string[] = [];
      const pattern = template
        .replace(/(.)\/$/, '$1')
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{(.+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      return {
        template,
        test: new RegExp(`^${pattern}/?$`),
        names,
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
    const match = operation && entry.test.exec(path);
    if (operation && match) {
      const pathValues = new Map(
        entry.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return { template: entry.template, method: lower, operation, pathValues };
    }
  }
  return undefined;
}

/** The operations a document gives, for tests that walk them. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    ['get', 'put', 'post', 'delete', 'patch']
      .filter((method) => item[method])
      .map((method) => ({ template, method, operation: item[method] as OperationObject })),
  );
}
