import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The write operations of docs/openapi (POST, PUT, DELETE, PATCH) with the successful answers
 * each documents (issue 32, 'Every documented answer works'). Read from the documents' text with
 * the `yaml` parser, so a new document or a new 2xx form is in the table's reach without a list
 * written by hand. docs/adr/0015-openapi-contract.md: 'Answers the spec does not show are a 200
 * with an optional body, or a 204'.
 */

/** The backend a document describes, as the mock's routers name it. */
export type WriteApi = 'main' | 'pass' | 'chat';

/**
 * One successful answer the document allows:
 * - `body-200`, `body-201`: a body of the documented shape (a JSON schema that says something
 *   of it, or another media type: text, a PDF);
 * - `empty-200`, `empty-201`: no body, because the status has no content or its JSON schema
 *   admits the empty answer (the mock's contract check reads an empty body as null, as here):
 *   NotShown ('Any JSON, or nothing'), or a designed shape `anyOf` null;
 * - `204`: no content.
 */
export type AnswerForm = 'body-200' | 'body-201' | 'empty-200' | 'empty-201' | '204';

export type WriteOperation = {
  operationId: string;
  api: WriteApi;
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path template, `{product}` left as written. */
  path: string;
  forms: AnswerForm[];
  /** The media type of each body form (`application/json`, `text/plain`...). */
  bodyMediaType: Partial<Record<AnswerForm, string>>;
  /** x-unused's reason, when no screen of the portal calls it. */
  unusedReason?: string;
  designed: boolean;
};

const openapiFolder = join(process.cwd(), 'docs/openapi');
const writeMethods = ['post', 'put', 'delete', 'patch'] as const;

type Schema = Record<string, unknown>;
type Content = Record<string, { schema?: Schema }>;
type Response = { content?: Content } | { $ref: string };
type Operation = {
  operationId: string;
  responses?: Record<string, Response>;
  'x-unused'?: boolean;
  'x-unused-reason'?: string;
  'x-designed'?: boolean;
  'x-designed-path'?: boolean;
};
type Document = {
  openapi?: string;
  paths: Record<string, Partial<Record<(typeof writeMethods)[number], Operation>>>;
  components?: { responses?: Record<string, Response> };
};

/** The OpenAPI documents of docs/openapi (the AsyncAPI one describes no REST call). */
export function readOpenApiDocuments(): { file: string; api: WriteApi; document: Document }[] {
  return readdirSync(openapiFolder)
    .filter((file) => file.endsWith('-api.yaml'))
    .sort()
    .map((file) => {
      const document = parse(readFileSync(join(openapiFolder, file), 'utf8')) as Document;
      return { file, api: file.replace(/-api\.yaml$/, '') as WriteApi, document };
    })
    .filter(({ document }) => document.openapi !== undefined);
}

function resolved(document: Document, response: Response): { content?: Content } {
  if (!('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const target = document.components?.responses?.[name];
  if (!target || '$ref' in target) throw new Error(`Unresolved response ${response.$ref}`);
  return target;
}

function compiled(ajv: Ajv2020, file: string, schema: Schema) {
  // The document's own references, made absolute to the document added under its file name.
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', `"${file}#/`)) as Schema);
}

/** Whether a schema of the document admits the empty answer, read as null. */
function admitsEmpty(ajv: Ajv2020, file: string, schema: Schema | undefined): boolean {
  return schema === undefined || compiled(ajv, file, schema)(null);
}

/** Whether a schema says anything of a body: NotShown ('Any JSON, or nothing') does not. */
function describesBody(ajv: Ajv2020, file: string, schema: Schema | undefined): boolean {
  if (schema === undefined) return false;
  const validate = compiled(ajv, file, schema);
  return [0, 'x', [], {}, true].some((value) => !validate(value));
}

function formsOf(
  ajv: Ajv2020,
  file: string,
  document: Document,
  operation: Operation,
): Pick<WriteOperation, 'forms' | 'bodyMediaType'> {
  const forms: AnswerForm[] = [];
  const bodyMediaType: Partial<Record<AnswerForm, string>> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status === '204') {
      forms.push('204');
      continue;
    }
    if (status !== '200' && status !== '201') {
      if (status.startsWith('2')) throw new Error(`${operation.operationId}: ${status} unread`);
      continue;
    }
    const content = resolved(document, response).content;
    const entries = Object.entries(content ?? {});
    // A body form where a media type is not JSON, or its JSON schema describes a body; an empty
    // form where there is no content, or its JSON schema admits the empty answer. A shape we
    // designed beside 'or nothing' (anyOf with null) gives both.
    const body = entries.find(
      ([mediaType, media]) =>
        mediaType !== 'application/json' || describesBody(ajv, file, media.schema),
    );
    const empty =
      entries.length === 0 ||
      entries.some(
        ([mediaType, media]) =>
          mediaType === 'application/json' && admitsEmpty(ajv, file, media.schema),
      );
    if (body) {
      const form = `body-${status}` as AnswerForm;
      forms.push(form);
      bodyMediaType[form] = body[0];
    }
    if (empty) forms.push(`empty-${status}` as AnswerForm);
  }
  return { forms, bodyMediaType };
}

/** Every write of every document, with its documented 2xx forms. */
export function writeOperations(): WriteOperation[] {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats(ajv);
  const documents = readOpenApiDocuments();
  for (const { file, document } of documents) ajv.addSchema(document, file);
  return documents.flatMap(({ file, api, document }) =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      writeMethods.flatMap((method) => {
        const operation = item[method];
        if (!operation) return [];
        return [
          {
            operationId: operation.operationId,
            api,
            method: method.toUpperCase() as WriteOperation['method'],
            path,
            ...formsOf(ajv, file, document, operation),
            unusedReason: operation['x-unused'] ? operation['x-unused-reason'] : undefined,
            designed: Boolean(operation['x-designed'] || operation['x-designed-path']),
          },
        ];
      }),
    ),
  );
}
