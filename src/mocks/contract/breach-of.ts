import type { ValidateFunction } from 'ajv';
import type { Breach, CheckContext } from './contract-check-types';
import { readablePointer } from './json-pointer';

/** The value at an instance path of a body ('/items/0/name'), for the report's 'first value seen'. */
function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (at, key) =>
        at === null || typeof at !== 'object' ? undefined : (at as Record<string, unknown>)[key],
      body,
    );
}

/** Makes the breaches of one side of one call: the operation named by its template. */
export function breachesOf(context: CheckContext, side: Breach['side']) {
  const operation = `${context.found.method.toUpperCase()} ${context.found.template}`;
  const found: Breach[] = [];
  const breach = (pointer: string[], at: string, message: string, value?: unknown) => {
    found.push({ operation, side, pointer: readablePointer(pointer), at, message, value });
  };
  /** Ajv's first error (allErrors is off): a field the schema does not name is that field. */
  const invalid = (pointer: string[], validate: ValidateFunction, body: unknown) => {
    const error = validate.errors?.[0];
    const extra = (error?.params as { additionalProperty?: string } | undefined)
      ?.additionalProperty;
    const path = `${error?.instancePath ?? ''}${extra === undefined ? '' : `/${extra}`}`;
    breach(pointer, path || '(root)', error?.message ?? 'invalid', valueAt(body, path));
  };
  return { found, breach, invalid };
}

/** A JSON text parsed, or undefined when it is not JSON. */
export function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The media type of a content-type header, without its parameters ('; charset=utf-8'). */
export const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim() ?? '';
