/**
 * The admin feature's public entry (docs/adr/0024-feature-shape.md). The shell draws nothing of
 * it on every page, so this is its route table; the router reads that table from routes/index
 * directly, as it does for every feature.
 */
export { adminProfileRoutes } from './routes';
