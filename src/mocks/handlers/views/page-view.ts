/** Spring-style page of `limit` items starting at `offset` (the spec's page response). */
export function pageView<T>(items: readonly T[], offset: number, limit: number) {
  const content = items.slice(offset, offset + limit);
  return {
    content,
    size: limit,
    number: Math.floor(offset / limit),
    totalPages: Math.ceil(items.length / limit),
    totalElements: items.length,
    numberOfElements: content.length,
  };
}
