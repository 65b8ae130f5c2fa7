import { spawn } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, processAlive } from '../../stack/index.ts'
import { makeProject, run, runStack, type Run } from './stack-project.ts'

const projects: string[] = []
const running: Run[] = []
afterAll(async () => {
  for (const command of running) command.child.kill('SIGTERM')
  await Promise.all(running.map((command) => command.exit))
  await Promise.all(projects.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })))
})

async function project(): Promise<string> {
  const dir = await makeProject()
  projects.push(dir)
  return dir
}

/** `scripts/with-stack.ts` around a command that prints the Supabase URL it was given, as `npm run dev` wraps the dev server. */
function withStack(dir: string): Run {
  const printUrl = 'console.log("SUPABASE_URL=" + process.env.SUPABASE_URL)'
  const command = run(dir, ['--import', 'tsx', 'scripts/with-stack.ts', process.execPath, '-e', printUrl], {
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    STACK_PORT: '',
  })
  running.push(command)
  return command
}

const postgresPid = async (dir: string) =>
  Number((await readFile(join(dir, '.local-stack', 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0])

describe('a second command in the same folder (npm run dev while npm start runs)', () => {
  it('uses the running stack, says so in pt-BR, and leaves its PostgreSQL running', async () => {
    const dir = await project()
    const first = runStack(dir, { STACK_PORT: String(await freePort()) })
    running.push(first)
    await first.waitFor('[local stack] ready')
    const url = /Supabase URL : (\S+)/.exec(first.output())?.[1]
    const pid = await postgresPid(dir)

    const second = withStack(dir)
    expect((await second.exit).code).toBe(0)
    expect(second.output()).toContain('Usando o banco de dados local que outro comando já abriu nesta pasta')
    expect(second.output()).toContain(`SUPABASE_URL=${url}`)
    expect(await processAlive(pid)).toBe(true)
    expect((await fetch(`${url}/rest/v1/posts?select=slug`, { headers: { apikey: anonKey(first.output()) } })).status).toBe(200)
  })

  it('starts a stack of its own when the recorded owner is a recycled pid (another program after a reboot)', async () => {
    const dir = await project()
    const first = runStack(dir, { STACK_PORT: String(await freePort()) })
    running.push(first)
    await first.waitFor('[local stack] ready')
    first.child.kill('SIGTERM')
    expect((await first.exit).code).toBe(0)
    const stranger = spawn('sleep', ['60'])
    try {
      // The stranger's pid with another start time: the file a power cut left, whose pid now names another program.
      await writeFile(join(dir, '.local-stack', 'owner.json'), JSON.stringify({ pid: stranger.pid, started: '1' }))
      const second = withStack(dir)
      expect((await second.exit).code).toBe(0)
      expect(second.output()).toContain('Banco de dados local pronto')
      expect(second.output()).toMatch(/SUPABASE_URL=http:\/\/127\.0\.0\.1:\d+/)
    } finally {
      stranger.kill()
    }
  })
})

const anonKey = (output: string) => /anon key\s+: (\S+)/.exec(output)?.[1] ?? ''
