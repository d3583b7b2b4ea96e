/**
 * The auth provider a path of Medusa's auth routes names (`/auth/:actor_type/:auth_provider/...`), as
 * Medusa's route gets it: Express decodes path parameters, so `/auth/customer/email%70ass` names
 * `emailpass`. Lower-cased, so that a check made on it errs on the side of applying. Null when the path
 * names none, or cannot be decoded (Express refuses such a path before any route runs).
 */
export function authProviderOf(path: string): string | null {
  return decodedSegment(path, 3)
}

/** The actor type a path of Medusa's auth routes names (`customer`, `user`), decoded and lower-cased likewise. */
export function authActorTypeOf(path: string): string | null {
  return decodedSegment(path, 2)
}

/** A path's segment as Express hands it to Medusa (decoded, case kept); null when there is none or it cannot be decoded. */
function pathSegment(path: string, index: number): string | null {
  const segment = path.split("/")[index]
  if (!segment) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const decodedSegment = (path: string, index: number) => pathSegment(path, index)?.toLowerCase() ?? null

/**
 * Whether the actor type a path names is a member every object inherits (`__proto__`, `constructor`,
 * `toString`): Medusa's check of an auth route looks the actor type up in a plain object of its config,
 * finds that member, and fails with a 500.
 */
export function namesAnInheritedActorType(path: string): boolean {
  const actorType = pathSegment(path, 2)
  return actorType !== null && actorType in Object.prototype
}
