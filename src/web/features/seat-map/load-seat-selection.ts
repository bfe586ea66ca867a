import { importWithReload } from '../../lib/lazy-with-reload.ts';

/**
 * The one door to the booking chunk: the performance page renders it lazily and the route loader
 * starts it early, so code and data download side by side. A stale chunk after a deploy reloads
 * the page once (spec §4).
 */
export const loadSeatSelection = () => importWithReload(() => import('./seat-selection.tsx'));
