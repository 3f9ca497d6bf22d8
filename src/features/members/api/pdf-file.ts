import { z } from 'zod';
import { loadHttp } from '@/shared/api/load-http';

/**
 * The contract of a PDF answer: bytes that open with the PDF signature. An HTML error page or a
 * JSON body served with status 200 fails here instead of inside pdf.js.
 */
export const pdfBytesSchema = z
  .instanceof(ArrayBuffer)
  .refine(
    (bytes) =>
      new TextDecoder().decode(new Uint8Array(bytes, 0, Math.min(5, bytes.byteLength))) === '%PDF-',
    'not a PDF file',
  );

/**
 * A PDF from the main API (GET, or POST where the contract says so), bearer and French error
 * notice included; the bytes as a Blob. Not an RTK Query endpoint: the viewer holds the Blob while
 * it is open, and a Blob has no place in the store (the exception docs/adr/0018-one-data-path.md
 * names).
 */
export async function getPdfFile(url: string, method: 'GET' | 'POST' = 'GET'): Promise<Blob> {
  const [{ apiClient }, { ApiError, invalidResponseMessage }] = await Promise.all([
    loadHttp(),
    import('@/shared/api/api-error'),
  ]);
  const response = await apiClient('main').request<ArrayBuffer>({
    method,
    url,
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf' },
  });
  const parsed = pdfBytesSchema.safeParse(response.data);
  if (!parsed.success) {
    console.error(`Invalid answer from ${method} ${url}`, parsed.error.issues);
    throw new ApiError('invalid-response', invalidResponseMessage, response.status);
  }
  return new Blob([parsed.data], { type: 'application/pdf' });
}
