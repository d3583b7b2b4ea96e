/**
 * The largest JSON body the back end takes: Medusa's body parser is express.json with its default limit,
 * "100kb". The storefront's own JSON routes hold to the same.
 */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024

/**
 * A request's body, or null when it is over `limitBytes`: said by its Content-Length, or found while it
 * streams in, so that at most one chunk past the limit is ever read (and never the whole body).
 */
export async function readCappedBody(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > limitBytes) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
