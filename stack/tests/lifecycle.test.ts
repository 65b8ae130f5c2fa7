import { spawn } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import type { QueryResultRow } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../processes/ports.ts'
import { processAlive, waitForExit } from '../processes/exits.ts'
import { sqlAt } from './harness.ts'
import { makeProject, runStack, type Run } from './project.ts'

const projects: string[] = []
const running: Run[] = []
afterAll(async () => {
  for (const stack of running) stack.child.kill('SIGKILL')
  await Promise.all(projects.map(removeProject))
})

/** A killed stack's PostgreSQL shuts down on its own a moment later, still writing its folder: wait for it before removing. */
async function removeProject(dir: string): Promise<void> {
  const pid = await postgresPid(dir).catch(() => 0)
  if (pid) await waitForExit(pid, 10_000)
  await rm(dir, { recursive: true, force: true, maxRetries: 5 })
}

async function project(options?: { migration?: string }): Promise<string> {
  const dir = await makeProject(options)
  projects.push(dir)
  return dir
}

/** Starts `npm run stack` in `dir` on a free port and waits until it is ready. */
async function started(dir: string): Promise<Run> {
  const stack = runStack(dir, { STACK_PORT: String(await freePort()) })
  running.push(stack)
  await stack.waitFor('[local stack] ready')
  return stack
}

async function sql<Row extends QueryResultRow>(dir: string, text: string): Promise<Row[]> {
  const { dbUrl } = JSON.parse(await readFile(join(dir, '.local-stack', 'stack.json'), 'utf8')) as { dbUrl: string }
  return sqlAt(dbUrl)<Row>(text)
}

/** A fresh project whose running stack holds one committed row (a post, say), and that stack's PostgreSQL process. */
async function runningWithRow(): Promise<{ dir: string; stack: Run; pid: number }> {
  const dir = await project()
  const stack = await started(dir)
  await commitRow(dir)
  return { dir, stack, pid: await postgresPid(dir) }
}

const postgresPid = async (dir: string) =>
  Number((await readFile(join(dir, '.local-stack', 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0])
const commitRow = (dir: string) =>
  sql(dir, "create table public.kept (slug text primary key, title text); insert into public.kept values ('kept', 'Guardado')")
const keptRows = async (dir: string) =>
  (await sql<{ title: string }>(dir, "select title from public.kept where slug = 'kept'")).map((row) => row.title)

function listen(port: number): Promise<Server | undefined> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

describe('a start that fails says what failed and what to do, and exits 1', () => {
  it('a migration with an error names its file and line, and applies nothing', async () => {
    const dir = await project({ migration: 'create table broken (id int);\ncreate index on broken (id);\ncreat table typo (id int);\n' })
    const stack = runStack(dir, { STACK_PORT: String(await freePort()) })
    expect((await stack.exit).code).toBe(1)
    expect(stack.output()).toContain('supabase/migrations/29990101000000_broken.sql, line 3: syntax error at or near "creat"')
    expect(stack.output()).toContain('nothing of this start was applied')
    expect(stack.output()).not.toMatch(/^\s+at /m)
  })

  it('a port in STACK_PORT that is taken is named, with how to choose another', async () => {
    const port = await freePort()
    const blocker = await listen(port)
    const stack = runStack(await project(), { STACK_PORT: String(port) })
    expect((await stack.exit).code).toBe(1)
    blocker?.close()
    expect(stack.output()).toContain(
      `Port ${port} (STACK_PORT) is already in use. Stop what listens there, or set STACK_PORT to another port.`,
    )
  })

  it('a PostgreSQL that cannot start on its data gives its reason', async () => {
    const dir = await project()
    const first = await started(dir)
    first.child.kill('SIGTERM')
    expect((await first.exit).code).toBe(0)
    await writeFile(join(dir, '.local-stack', 'pg', 'PG_VERSION'), '9\n')
    const second = runStack(dir, { STACK_PORT: String(await freePort()) })
    expect((await second.exit).code).toBe(1)
    expect(second.output()).toMatch(/PostgreSQL did not start: database files are incompatible with server \(see .*postgres\.log\)/)
  })
})

describe('the default port taken (by a Supabase CLI stack, say)', () => {
  it('moves the stack to a free port and prints it', async () => {
    const blocker = await listen(54321)
    const stack = runStack(await project())
    running.push(stack)
    await stack.waitFor('[local stack] ready')
    const port = Number(/Supabase URL : http:\/\/127\.0\.0\.1:(\d+)/.exec(stack.output())?.[1])
    blocker?.close()
    expect(port).not.toBe(54321)
    expect(stack.output()).toContain(`(port 54321 is in use, so the stack took ${port})`)
    expect((await fetch(`http://127.0.0.1:${port}/rest/v1/`)).status).toBeLessThan(500)
  })
})

describe('stopping the stack any way loses no committed row', () => {
  it('SIGTERM shuts PostgreSQL down cleanly', async () => {
    const { dir, stack } = await runningWithRow()
    stack.child.kill('SIGTERM')
    expect((await stack.exit).code).toBe(0)
    expect(await readFile(join(dir, '.local-stack', 'postgres.log'), 'utf8')).toContain('database system is shut down')
    await started(dir)
    expect(await keptRows(dir)).toEqual(['Guardado'])
  })

  it('SIGKILL of the stack ends its PostgreSQL too, and the next start is clean', async () => {
    const { dir, stack, pid } = await runningWithRow()
    stack.child.kill('SIGKILL')
    await expect.poll(() => processAlive(pid), { timeout: 10_000 }).toBe(false)
    await started(dir)
    expect(await keptRows(dir)).toEqual(['Guardado'])
  })

  it('a power cut (everything killed) leaving a lock that names another live program', async () => {
    const { dir, stack, pid } = await runningWithRow()
    process.kill(pid, 'SIGKILL')
    stack.child.kill('SIGKILL')
    await expect.poll(() => processAlive(pid), { timeout: 10_000 }).toBe(false)
    // After a reboot the lock's PID may belong to anything: here, a program that is not PostgreSQL.
    const stranger = spawn('sleep', ['60'])
    const lockFile = join(dir, '.local-stack', 'pg', 'postmaster.pid')
    const lock = (await readFile(lockFile, 'utf8')).split('\n')
    await writeFile(lockFile, [String(stranger.pid), ...lock.slice(1)].join('\n'))
    try {
      await started(dir)
      expect(await keptRows(dir)).toEqual(['Guardado'])
    } finally {
      stranger.kill()
    }
  })
})
