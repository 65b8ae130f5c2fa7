import { spawn } from 'node:child_process'
import { startLocalStack } from '../stack/localStack.ts'

/**
 * Runs a command (the production server, or `vike dev`) with SUPABASE_URL and SUPABASE_ANON_KEY set.
 * Without a configured Supabase project it starts the embedded local stack first and stops it after.
 */
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: tsx scripts/with-stack.ts <command> [args…]')

const hosted = Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY)
const stack = hosted ? undefined : await startLocalStack({ siteUrl: `http://localhost:${process.env.PORT ?? 3000}` })
const env = stack ? { ...process.env, SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey } : process.env

const child = spawn(command, args, { env, stdio: 'inherit', shell: process.platform === 'win32' })
if (stack) console.log(`\nAdmin local: http://localhost:${process.env.PORT ?? 3000}/admin/login — ${stack.admin.email} / ${stack.admin.password}\n`)

const stop = (signal: NodeJS.Signals) => child.kill(signal)
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
child.once('exit', (code) => {
  void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(code ?? 0))
})
