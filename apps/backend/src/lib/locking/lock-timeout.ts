/** Medusa's in-memory lock rejects with a plain Error, its Redis lock with a CONFLICT; both say this. */
export const isLockTimeout = (error: unknown) => /acquiring lock/i.test((error as Error)?.message ?? "")
