/**
 * After page `pageIndex` arrived: which page comes next and whether there is one. Structural on
 * purpose: the news endpoint (api/get-news.ts) reads it, so it must not import the endpoint back.
 */
export function pageProgress(
  page: { content: readonly unknown[]; totalPages: number },
  pageIndex: number,
): { nextPage: number; hasMore: boolean } {
  return {
    nextPage: pageIndex + 1,
    hasMore: page.content.length > 0 && pageIndex + 1 < page.totalPages,
  };
}
