import { contractDocument, contractOf } from './contract-documents';
import type { SpecOnlyShaper } from './contract-gate';
import { withoutDesignedFields, type SchemaRoot } from './designed-fields';
import { findOperation, type ResponseObject } from './operation-index';

/**
 * Spec-only mode (`?mock-spec-only=1`, MOCK_SPEC_ONLY=1): the mock answers as a backend built
 * from docs/openapi without anything marked x-designed. A designed operation is answered 404; a
 * documented answer keeps only the fields the spec names. Calls of other services (the payment
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
      const resolved = (
        '$ref' in documented
          ? documented.$ref
              .replace(/^#\//, '')
              .split('/')
              .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)
          : documented
      ) as ResponseObject;
      const schema = resolved.content?.['application/json']?.schema;
      const text = await response.text();
      if (schema === undefined || text.trim() === '') {
        return new Response(text, { status: response.status, headers: response.headers });
      }
      const body = withoutDesignedFields(root, schema as never, JSON.parse(text));
      return Response.json(body, { status: response.status });
    },
  };
}
