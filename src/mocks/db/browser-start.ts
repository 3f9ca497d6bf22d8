/** What the browser's mock start needs of the database, loaded as one stage (start-mock-worker). */
export { persistMockDbInBrowser } from './browser-storage';
export { seedSizeOfPage } from './large/seed-size';
export { prepareStaticTables } from './seed';
