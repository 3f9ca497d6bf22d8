/** offset >= 0 and 1 <= limit <= 100, or undefined (the caller answers 400). */
export function pagingOf(url: URL): { offset: number; limit: number } | undefined {
  const offset = Number(url.searchParams.get('offset') ?? '0');
  const limit = Number(url.searchParams.get('limit') ?? '50');
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return undefined;
  return { offset, limit };
}

export const wholeParam = (url: URL, name: string): number => {
  const value = url.searchParams.get(name) ?? '';
  return /^\d+$/.test(value) ? Number(value) : 0;
};
