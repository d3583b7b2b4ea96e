import { NextResponse } from "next/server"
import { answering, readFields, sessionAnswer } from "@lib/server/auth-answers"
import { signIn } from "@lib/server/customer-auth"
import { endSession } from "@lib/server/session"

/** Sign-in: `{ email, password }` → `{ signed_in: true }` and the session cookies; 401, 429 or 400 with a message. */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["email", "password"])
    if (fields instanceof NextResponse) return fields
    return sessionAnswer(await signIn(fields.email, fields.password))
  })
}

/** Sign-out: ends the session in this browser → `{ signed_in: false }`. */
export async function DELETE() {
  return endSession(NextResponse.json({ signed_in: false }))
}
