import type { TileAddress } from './tile-math';

/** The page asks the tile worker for one tile... */
export type TileRequest = { id: number; address: TileAddress };

/** ...and gets its PNG, or why it could not be drawn. */
export type TileReply = { id: number; png: Blob } | { id: number; error: string };
