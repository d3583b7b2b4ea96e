/** A sales channel as the store API answers it (a wholesale channel, say). */
export interface SalesChannel {
  id: string
  name: string
}
