/** The offline queue, loaded on the first change so that it stays off the first paint. */
export const loadOfflineQueue = () => import('./sync.ts');
