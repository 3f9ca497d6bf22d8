/**
 * The PASS feature's public entry for the app shell (docs/adr/0024-feature-shape.md): its route
 * table, whose pages load on demand.
 */
export { passProfileRoutes } from './routes';
