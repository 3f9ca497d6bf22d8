/**
 * The former name of QueryBoundary, kept only for src/features/chat while another change edits
 * it; new code imports QueryBoundary from '@/shared/ui/query-boundary'.
 */
export { QueryBoundary as AsyncContent } from './query-boundary';
