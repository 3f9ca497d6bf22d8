/**
 * The enrolment feature's public entry for the app shell: only what is cheap to load with every
 * page (the cart dialog and the routes' pages load on demand).
 */
export { useCartCount } from './cart/use-cart-count';

/** The cart's code loads the first time the member opens it. */
export const loadCartDialog = () => import('./cart/cart-dialog');

/** The map page's first view, drawn before the app loaded (docs/adr/0030). */
export { keepFirstMapView, type FirstMapView } from './map/first-map-view';
