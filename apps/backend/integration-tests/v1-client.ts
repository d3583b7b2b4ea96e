import Medusa from "@medusajs/medusa-js"
import { stack } from "./stack"

/** The real v1 client (medusa-js 6.1.10) pointed at the v1 store API, as a shop running a v1 storefront would. */
export const medusa = () => new Medusa({ baseUrl: `${stack().backendUrl}/v1`, maxRetries: 0, publishableApiKey: stack().publishableKey })

/** What a v1 client call was refused with: the status and the `{ type, message }` body. */
export async function refusal(request: Promise<unknown>): Promise<{ status: number; body: { type?: string; message?: string } }> {
  try {
    await request
  } catch (error) {
    const response = (error as { response?: { status: number; data: { type?: string; message?: string } } }).response
    if (response) return { status: response.status, body: response.data }
    throw error
  }
  throw new Error("the call was answered, not refused")
}
