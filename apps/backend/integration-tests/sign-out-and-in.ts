import { expect } from "vitest"

/** How one API signs a customer in and out (the sign-out's status), and what it answers on the customer's own profile (the status). */
export interface SessionApi<Session> {
  signIn(): Promise<Session>
  signOut(session: Session): Promise<number>
  profileStatus(session: Session): Promise<number>
}

interface Round {
  signedOut: number
  /** What the customer's profile answered the session signed in again, and the one signed out. */
  fresh: number
  ended: number
  /** Whether both sign-ins fell within one second of the clock (the back end's clock: the same machine). */
  withinOneSecond: boolean
}

const untilNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10))

/**
 * A shopper signing out and straight back in, `rounds` times: sign in, sign out, sign in again. A round begins
 * early in a second, so that its two sign-ins fall within the same one, where the tokens' times (whole seconds)
 * cannot tell them apart. Each new session must work (200 on the customer's profile) and each ended one be
 * refused (401); most rounds must have signed in twice within one second, or the test did not test that.
 */
export async function expectEachSignInANewSession<Session>(api: SessionApi<Session>, rounds = 20) {
  const done: Round[] = []
  for (let i = 0; i < rounds; i++) {
    if (Date.now() % 1000 > 300) await untilNextSecond()
    const started = Date.now()
    const ending = await api.signIn()
    const signedOut = await api.signOut(ending)
    const fresh = await api.signIn()
    const withinOneSecond = Math.floor(started / 1000) === Math.floor(Date.now() / 1000)
    done.push({ signedOut, fresh: await api.profileStatus(fresh), ended: await api.profileStatus(ending), withinOneSecond })
  }
  const failed = {
    signOutsRefused: done.filter((round) => round.signedOut !== 200).length,
    newSessionsRefused: done.filter((round) => round.fresh !== 200).length,
    endedSessionsAnswered: done.filter((round) => round.ended !== 401).length,
  }
  const withinOneSecond = done.filter((round) => round.withinOneSecond).length
  expect(failed, `of ${rounds} rounds (${withinOneSecond} signed in twice within one second): ${JSON.stringify(failed)}`).toEqual({ signOutsRefused: 0, newSessionsRefused: 0, endedSessionsAnswered: 0 })
  expect(withinOneSecond).toBeGreaterThanOrEqual(rounds / 2)
}
