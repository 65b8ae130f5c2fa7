import { createServer } from 'node:net'
import { StackError } from '../errors.ts'

/** Listens on a loopback port for a moment: the port it got, or undefined when `port` is taken. */
function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error)))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(address && typeof address === 'object' ? address.port : undefined))
    })
  })
}

/** Asks the OS for a loopback TCP port that is free right now. */
export async function freePort(): Promise<number> {
  const port = await probe(0)
  if (port === undefined) throw new Error('no port assigned')
  return port
}

/** `port` when it is free, else a free port the OS picks. */
export async function preferredPort(port: number): Promise<number> {
  return (await probe(port)) ?? freePort()
}

/** `port`, or a StackError naming it when something else listens there. */
export async function requireFreePort(port: number): Promise<number> {
  if ((await probe(port)) === undefined) {
    throw new StackError(`Port ${port} (STACK_PORT) is already in use. Stop what listens there, or set STACK_PORT to another port.`)
  }
  return port
}
