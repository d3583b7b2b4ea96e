/** See pool.mjs. */
export function inPool<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]>
