import { contractDocument, contractOf } from './contract-documents';
import type { SpecOnlyShaper } from './contract-gate';
import { withoutDesignedFields, type SchemaRoot } from './designed-fields';
import { followRef } from './json-pointer';
import {
  findOperation,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
} from './operation-index';

/** A `$ref` inside the document, followed; anything else as it is. */
function followed<T>(root: SchemaRoot, node: T | Reference): T {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T;
  return followRef(root, node.$ref).value as T;
}

/**
 * Spec-only mode (`?mock-spec-only=1`, MOCK_SPEC_ONLY=1): the mock answers as a backend built
 * from docs/openapi without anything marked x-designed. A designed operation is answered 404; a
 * documented answer keeps only the fields the spec names, and a request reaches the resolver
 * without its designed query parameters and body fields. Calls of other services (the payment
 * provider's simulation) pass untouched.
 */
export function createSpecOnlyShaper(productSlug: string): SpecOnlyShaper {
  return {
    refuses(call) {
      const name = contractOf(call.api);
      if (!name) return false;
      const found = findOperation(contractDocument(name, productSlug), call.method, call.path);
      return found?.operation['x-designed'] === true;
    },
    async strip(call) {
      const { response } = call;
      const name = contractOf(call.api);
      const contentType = response.headers.get('content-type') ?? '';
      if (!name || !response.ok || !contentType.includes('application/json')) return response;
      const document = contractDocument(name, productSlug);
      const found = findOperation(document, call.method, call.path);
      const documented = found?.operation.responses?.[String(response.status)];
      if (!documented) return response;
      const root = document as unknown as SchemaRoot;
      const resolved = followed<ResponseObject>(root, documented);
      const schema = resolved.content?.['application/json']?.schema;
      const text = await response.text();
      if (schema === undefined || text.trim() === '') {
        return new Response(text, { status: response.status, headers: response.headers });
      }
      const body = withoutDesignedFields(root, schema as never, JSON.parse(text));
      return Response.json(body, { status: response.status });
    },
    async stripRequest({ api, method, path, request }) {
      const name = contractOf(api);
      const found = name && findOperation(contractDocument(name, productSlug), method, path);
      if (!name || !found) return request;
      const root = contractDocument(name, productSlug) as unknown as SchemaRoot;
      const url = new URL(request.url);
      for (const parameter of found.operation.parameters ?? []) {
        const described = followed<ParameterObject>(root, parameter);
        if (described.in === 'query' && described['x-designed'] === true) {
          url.searchParams.delete(described.name);
        }
      }
      const body = found.operation.requestBody
        ? followed<RequestBodyObject>(root, found.operation.requestBody)
        : undefined;
      const schema = body?.content?.['application/json']?.schema;
      const text = await request.clone().text();
      const kept = schema === undefined ? text : withoutDesignedText(root, schema, text);
      if (url.href === request.url && kept === text) return request;
      const { method: verb, headers } = request;
      return new Request(url, { method: verb, headers, body: kept === '' ? null : kept });
    },
  };
}

/** A JSON body without its designed fields; a body that is not JSON is the checker's to refuse. */
function withoutDesignedText(root: SchemaRoot, schema: unknown, text: string): string {
  if (text.trim() === '') return text;
  try {
    return JSON.stringify(withoutDesignedFields(root, schema as never, JSON.parse(text)));
  } catch {
    return text;
  }
}
