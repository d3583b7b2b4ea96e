import { NextResponse } from "next/server"
import { answering, readFields, sessionAnswer } from "@lib/server/auth-answers"
import { setNewPassword } from "@lib/server/customer-auth"

/**
 * A new password from a reset link: `{ email, token, password }` → `{ signed_in: true }` and the session
 * cookies; 400 for a link that expired or was used, or a password that misses a rule.
 */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["email", "token", "password"])
    if (fields instanceof NextResponse) return fields
    return sessionAnswer(await setNewPassword(fields.email, fields.token, fields.password))
  })
}
