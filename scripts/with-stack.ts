import { spawn } from 'node:child_process'
import { stackCommand, startStackForCommand } from '../stack/index.ts'

/**
 * Runs a command (the production server, or the dev server) with SUPABASE_URL and SUPABASE_ANON_KEY set, and
 * for the local stack SUPABASE_SERVICE_ROLE_KEY (the server adds the chat and phone taps it counts with it).
 * Without a configured Supabase project it starts the embedded local stack first and stops it after, or uses the
 * one another command (`npm start` in another terminal) already runs in this folder and leaves it running.
 * The command, PostgreSQL and PostgREST end with this process, even when it is killed with SIGKILL.
 */
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: node --import tsx scripts/with-stack.ts <command> [args…]')

const hosted = Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY)
const local = hosted ? undefined : await startStackForCommand({ siteUrl: `http://localhost:${process.env.PORT ?? 3000}`, quiet: true })
const env = local
  ? {
      ...process.env,
      SUPABASE_URL: local.stack.url,
      SUPABASE_ANON_KEY: local.stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: local.stack.serviceKey,
    }
  : process.env

const child = spawn(...stackCommand(command, args, { parentDeathSignal: 'SIGTERM' }), { env, stdio: 'inherit' })
if (local) {
  const { admin } = local.stack
  const which = local.shared ? 'Usando o banco de dados local que outro comando já abriu nesta pasta' : 'Banco de dados local pronto'
  console.log(`\n${which} — login do painel: ${admin.email} / ${admin.password}`)
}

let stopping = false
const stop = (signal: NodeJS.Signals) => {
  stopping = true
  child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop)
child.once('exit', (code) => {
  void (local?.stack.stop() ?? Promise.resolve()).then(() => process.exit(code ?? (stopping ? 0 : 1)))
})
