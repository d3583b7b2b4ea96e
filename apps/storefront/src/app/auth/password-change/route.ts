import { NextResponse } from "next/server"
import { answering, readFields, refusal, sessionAnswer } from "@lib/server/auth-answers"
import { AUTH_MESSAGES, changePassword } from "@lib/server/customer-auth"
import { sessionToken } from "@lib/backend/server"
import { endSession } from "@lib/server/session"

/**
 * A signed-in customer's new password: `{ current_password, new_password }` → `{ signed_in: true }` and
 * new session cookies (every other session of the account has ended); 400 or 429 with a message.
 */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["current_password", "new_password"])
    if (fields instanceof NextResponse) return fields
    const token = await sessionToken()
    if (!token) return refusal({ status: 401, message: AUTH_MESSAGES.sessionEnded })
    const outcome = await changePassword(token, fields)
    if ("status" in outcome && outcome.status === 401) return endSession(refusal(outcome))
    return sessionAnswer(outcome)
  })
}
