/**
 * The reliability suite's switch for killing a server in the middle of a completion, at a step it names:
 * `X-Leafline-Exit-At-Step: N` makes the process holding the run kill itself (SIGKILL, as a crash would) at the
 * Nth step event of the completion workflow (workflows/carts/complete-cart.ts), counting each step's begin and each step's success (both
 * come after the engine has saved its checkpoint). Honoured only where LEAFLINE_TEST_FAULTS=on, which only
 * the reliability stack sets (scripts/lib/reliability-stack.mjs); anywhere else the header means nothing.
 */
export const EXIT_AT_STEP_HEADER = "x-leafline-exit-at-step"

export function exitAtStep(header: string | string[] | undefined, env: NodeJS.ProcessEnv = process.env): number | null {
  if (env.LEAFLINE_TEST_FAULTS !== "on" || typeof header !== "string" || !/^[1-9]\d{0,2}$/.test(header)) return null
  return Number(header)
}

type StepEvent = { step?: { definition?: { action?: string } } }

/** Workflow engine events (`run`'s `events`) that call `exit` at the `step`th step event, naming it on stderr first. */
export function exitingAtStep(step: number, exit: () => void = () => process.kill(process.pid, "SIGKILL")) {
  let seen = 0
  const count = (kind: string) => (event?: StepEvent) => {
    seen += 1
    if (seen !== step) return
    // Written synchronously (stderr is a pipe or a file here), so the log names where the process died.
    process.stderr.write(`exit-at-step ${step}: ${event?.step?.definition?.action ?? "?"} ${kind}\n`)
    exit()
  }
  return { onStepBegin: count("begin"), onStepSuccess: count("success") }
}
