/**
 * The members feature's public entry for the app shell: what the profile menu opens ('Ma
 * {licence}' in the shared PDF viewer). Pages load through ./routes.
 */
export { licenceDocument } from './documents/document-sources';
/** 'Mes avantages' and 'DIGICLUB PREMIUM' sign the member in to the premium partners. */
export { PartnerSiteLink } from './premium/partner-site-link';
