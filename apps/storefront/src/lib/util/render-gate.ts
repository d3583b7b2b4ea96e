/**
 * How much the storefront lets pages that are not in its cache take. A render costs tens of
 * milliseconds of the one thread that also serves every cached page, so renders are bounded in total
 * (at once and per second) and shared fairly between clients: each client has at most `perClientAtOnce`
 * renders running and `perClientWaiting` waiting, and a free slot goes to the clients in turn. A request
 * that cannot start within `maxWaitMs`, or finds its client's queue full, is refused with how long to wait.
 * While the storefront is busy serving (its `isBusy` says so), renders start at `perSecondWhileBusy` a
 * second at most: cached pages go first.
 */
export interface RenderGatePolicy {
  atOnce: number
  perSecond: number
  perSecondWhileBusy?: number
  perClientAtOnce: number
  perClientWaiting: number
  maxWaiting: number
  maxWaitMs: number
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; retryAfterSeconds: number; reason: RefusalReason }

type RefusalReason = "client queue full" | "queue full" | "waited too long" | "busy"

const REMEMBERED_CLIENTS = 10_000

interface Waiter {
  start: () => void
  timeout: ReturnType<typeof setTimeout>
}

interface ClientState {
  running: number
  waiting: Waiter[]
}

export class RenderGate {
  private readonly clients = new Map<string, ClientState>()
  private readonly lastStarts = new Map<string, number>()
  private startCount = 0
  private running = 0
  private waitingTotal = 0
  private tokens: number
  private refilledAt = Date.now()
  private wakeUp: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly policy: RenderGatePolicy,
    private readonly isBusy: () => boolean = () => false,
  ) {
    this.tokens = policy.perSecond
  }

  /** How many renders may start a second now. */
  private rate(): number {
    const busy = this.policy.perSecondWhileBusy
    return busy !== undefined && this.isBusy() ? Math.min(busy, this.policy.perSecond) : this.policy.perSecond
  }

  /** Resolves when `client` may render (call `release` once the render is done), or with a refusal. */
  admit(client: string): Promise<Admission> {
    const state = this.clientState(client)
    if (state.waiting.length >= this.policy.perClientWaiting) return Promise.resolve(this.refusal("client queue full"))
    if (this.waitingTotal >= this.policy.maxWaiting) {
      this.forgetIfIdle(client, state)
      return Promise.resolve(this.refusal("queue full"))
    }
    const admission = new Promise<Admission>((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(this.start(client, state)),
        timeout: setTimeout(() => {
          state.waiting.splice(state.waiting.indexOf(waiter), 1)
          this.waitingTotal--
          this.forgetIfIdle(client, state)
          resolve(this.refusal("waited too long"))
        }, this.policy.maxWaitMs),
      }
      state.waiting.push(waiter)
      this.waitingTotal++
    })
    this.startWaiting()
    return admission
  }

  /**
   * For a render that can be done without (a prefetch): a slot now, if no one is waiting and the client
   * has none running, or a refusal at once. It never takes a place in the queue from a page asked for.
   */
  admitNow(client: string): Admission {
    const state = this.clientState(client)
    if (this.waitingTotal === 0 && this.canStart(state)) return this.start(client, state)
    this.forgetIfIdle(client, state)
    return this.refusal("busy")
  }

  /** Renders running and waiting now, for the diagnostics. */
  load() {
    return { running: this.running, waiting: this.waitingTotal, clients: this.clients.size }
  }

  private clientState(client: string): ClientState {
    let state = this.clients.get(client)
    if (!state) {
      state = { running: 0, waiting: [] }
      this.clients.set(client, state)
    }
    return state
  }

  private canStart(state: ClientState): boolean {
    this.refill()
    return this.running < this.policy.atOnce && this.tokens >= 1 && state.running < this.policy.perClientAtOnce
  }

  private start(client: string, state: ClientState): Admission {
    this.rememberStart(client)
    this.tokens -= 1
    this.running++
    state.running++
    let released = false
    const release = () => {
      if (released) return
      released = true
      this.running--
      state.running--
      this.forgetIfIdle(client, state)
      this.startWaiting()
    }
    return { admitted: true, release }
  }

  /** Starts waiting renders while slots and tokens last, the client that started one longest ago first. */
  private startWaiting() {
    for (;;) {
      const next = this.nextInTurn()
      if (!next) break
      const [, state] = next
      const waiter = state.waiting.shift()!
      clearTimeout(waiter.timeout)
      this.waitingTotal--
      waiter.start()
    }
    this.scheduleRefill()
  }

  private nextInTurn(): [string, ClientState] | null {
    let next: [string, ClientState] | null = null
    let nextTurn = Infinity
    for (const [client, state] of this.clients) {
      if (state.waiting.length === 0 || !this.canStart(state)) continue
      const turn = this.lastStarts.get(client) ?? 0
      if (turn < nextTurn) [next, nextTurn] = [[client, state], turn]
    }
    return next
  }

  /** With renders waiting for a token only (not a slot), wakes up when the next token is due. */
  private scheduleRefill() {
    if (this.wakeUp || this.waitingTotal === 0 || this.tokens >= 1 || this.running >= this.policy.atOnce) return
    const dueInMs = Math.ceil(((1 - this.tokens) / this.rate()) * 1000)
    this.wakeUp = setTimeout(() => {
      this.wakeUp = null
      this.startWaiting()
    }, dueInMs)
  }

  private refill() {
    const now = Date.now()
    const rate = this.rate()
    this.tokens = Math.min(rate, this.tokens + ((now - this.refilledAt) / 1000) * rate)
    this.refilledAt = now
  }

  /**
   * When each client last started a render, most recent last: kept after the client goes idle, so one
   * that renders back to back does not jump the turn each time it asks again. The oldest are forgotten.
   */
  private rememberStart(client: string) {
    this.lastStarts.delete(client)
    this.lastStarts.set(client, ++this.startCount)
    if (this.lastStarts.size > REMEMBERED_CLIENTS) this.lastStarts.delete(this.lastStarts.keys().next().value!)
  }

  private forgetIfIdle(client: string, state: ClientState) {
    if (state.running === 0 && state.waiting.length === 0) this.clients.delete(client)
  }

  private refusal(reason: RefusalReason): Admission {
    const queued = this.waitingTotal + this.running
    return { admitted: false, reason, retryAfterSeconds: Math.max(1, Math.ceil(queued / this.rate())) }
  }
}
