/**
 * The members' page that the build prerenders (src/app/static-pages.tsx): the feature's second
 * public entry (docs/adr/0024-feature-shape.md), apart from index.ts, so that the browser's bundle
 * keeps the page in its lazy chunk.
 */
export { VisitorGuidePage, visitorGuideTitle } from './routes/visitor-guide-page';
