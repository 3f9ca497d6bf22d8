/**
 * The tones of a status badge in Mes inscriptions (status-chip.tsx, registrations.css): the
 * requests' three, and 'late' for a schedule with an instalment past its date. The badge's words
 * always say the status too (never colour alone).
 */
export type StatusTone = 'pending' | 'validated' | 'closed' | 'late';
