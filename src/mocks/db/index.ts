export { getMockDb, resetMockDb, updateMockDb } from './mock-db';
export { deserializeMockDb, serializeMockDb } from './serialization';
export { mockDbStorageKey, mockResetParam, persistMockDbInBrowser } from './browser-storage';
export { createSeed, mockDbVersion } from './seed';
export { seededAccountIds, seededProfileIds } from './seed/people';
export type * from './types';
