import { installRequestGate } from "./src/lib/http/request-gate"

// `medusa start` runs this before it creates its HTTP server and Express app (the place meant for
// OpenTelemetry). We use it for the request gate: see src/lib/http/request-gate.ts.
export function register() {
  installRequestGate()
}
