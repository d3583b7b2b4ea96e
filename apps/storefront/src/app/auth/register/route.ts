import { NextResponse } from "next/server"
import { answering, readFields, sessionAnswer } from "@lib/server/auth-answers"
import { register } from "@lib/server/customer-auth"

/**
 * Registration: `{ first_name, last_name, email, password, phone? }` → `{ signed_in: true }` and the
 * session cookies; 400 naming what is wrong, 409 when the email has an account already.
 */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["first_name", "last_name", "email", "password"], ["phone"])
    if (fields instanceof NextResponse) return fields
    return sessionAnswer(await register(fields))
  })
}
