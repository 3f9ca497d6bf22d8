/** A page of a list: how many items it skips and how many it holds. */
export type Paging = { offset: number; limit: number };

/** Page n (0-based) of a paging, and the page count of a total. */
export const pageIndex = ({ offset, limit }: Paging) => Math.floor(offset / limit);
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
