import { NextResponse } from "next/server"
import { answering, readFields, refusal } from "@lib/server/auth-answers"
import { requestPasswordReset } from "@lib/server/customer-auth"

/** Asks for a reset link: `{ email }` → always the same `{ message }`, whether the email has an account or not. */
export async function POST(request: Request) {
  return answering(async () => {
    const fields = await readFields(request, ["email"])
    if (fields instanceof NextResponse) return fields
    const refused = await requestPasswordReset(fields.email)
    if (refused) return refusal(refused)
    return NextResponse.json({
      message: `If ${fields.email} has an account, a link to choose a new password is on its way. It works for 15 minutes.`,
    })
  })
}
