import type { TileAddress } from './tile-math';

/** The page asks the tile worker for one tile... */
export type TileRequest = { id: number; address: TileAddress; pixelRatio: TilePixelRatio };

/** 2 for a high-density screen's '@2x' tile: the same map, drawn on twice as many pixels. */
export type TilePixelRatio = 1 | 2;

/** ...and gets its PNG, or why it could not be drawn. */
export type TileReply = { id: number; png: Blob } | { id: number; error: string };
