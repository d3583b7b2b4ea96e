import { NextResponse } from "next/server"
import { answering, readFields, sessionAnswer } from "@lib/server/auth-answers"
import { signIn, signOut } from "@lib/server/customer-auth"
import { sessionToken } from "@lib/backend/server"
import { endSession } from "@lib/server/session"
import { refuseForeignWrite } from "@lib/server/write-guard"

/** Sign-in: `{ email, password }` → `{ signed_in: true }` and the session cookies; 401, 429 or 400 with a message. */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["email", "password"])
    if (fields instanceof NextResponse) return fields
    return sessionAnswer(await signIn(fields.email, fields.password))
  })
}

/** Sign-out: the back end ends the session's token, and this browser forgets it → `{ signed_in: false }`. */
export async function DELETE(request: Request) {
  return answering(async () => {
    const foreign = refuseForeignWrite(request)
    if (foreign) return foreign
    const token = await sessionToken()
    if (token) await signOut(token)
    return endSession(NextResponse.json({ signed_in: false }))
  })
}
