import { connect, createServer, type Socket } from 'node:net'

/** A TCP proxy in front of the stack whose upstream can hang: it then accepts connections and never answers. */
export type TcpProxy = {
  url: string
  /** Passes connections on to this port of 127.0.0.1. */
  forward(port: number): void
  /** Accepts and never answers; connections open so far are cut, as a hung server's would time out. */
  hang(): void
  close(): Promise<void>
}

/** Starts a proxy on a free port of 127.0.0.1, forwarding to `port`. */
export async function startTcpProxy(port: number): Promise<TcpProxy> {
  let target: number | null = port
  const open = new Set<Socket>()
  const keep = (socket: Socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    keep(client)
    if (target === null) return
    const upstream = connect(target, '127.0.0.1')
    keep(upstream)
    upstream.on('close', () => client.destroy())
    client.on('close', () => upstream.destroy())
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: own } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${own}`,
    forward(next) {
      target = next
    },
    hang() {
      target = null
      for (const socket of open) socket.destroy()
    },
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
