import { spawn } from 'node:child_process'
import { stackCommand } from '../stack/command.ts'
import { startStackForCommand } from '../stack/forCommand.ts'

/**
 * Runs a command (the production server, or `vike dev`) with SUPABASE_URL and SUPABASE_ANON_KEY set.
 * Without a configured Supabase project it starts the embedded local stack first and stops it after.
 * The command, PostgreSQL and PostgREST end with this process, even when it is killed with SIGKILL.
 */
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: node --import tsx scripts/with-stack.ts <command> [args…]')

const hosted = Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY)
const stack = hosted ? undefined : await startStackForCommand({ siteUrl: `http://localhost:${process.env.PORT ?? 3000}` })
const env = stack ? { ...process.env, SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey } : process.env

const child = spawn(...stackCommand(command, args, { parentDeathSignal: 'SIGTERM' }), { env, stdio: 'inherit' })
if (stack)
  console.log(`\nAdmin local: http://localhost:${process.env.PORT ?? 3000}/admin/login — ${stack.admin.email} / ${stack.admin.password}\n`)

let stopping = false
const stop = (signal: NodeJS.Signals) => {
  stopping = true
  child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop)
child.once('exit', (code) => {
  void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(code ?? (stopping ? 0 : 1)))
})
