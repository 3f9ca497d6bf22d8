/**
 * The account's profiles, the seasons and the current profile were kept for the whole session
 * when they lived in the session slice; as cached queries they stay as long (a day, beyond any
 * session), and tag invalidation refreshes them.
 */
export const sessionCacheSeconds = 24 * 60 * 60;
