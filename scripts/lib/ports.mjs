import net from "node:net"

/** Resolves true when nothing listens on the port (on any local address). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.once("listening", () => server.close(() => resolve(true)))
    server.listen(port)
  })
}
