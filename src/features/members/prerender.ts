/**
 * The members' page that the build prerenders (src/app/static-pages.tsx): a public entry of its
 * own, apart from routes/index.ts, so that the browser's bundle keeps the page in its lazy chunk.
 */
export { VisitorGuidePage, visitorGuideTitle } from './routes/visitor-guide-page';
