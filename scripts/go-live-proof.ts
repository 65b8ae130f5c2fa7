import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { applyLaunchEdits } from '../tests/support/launchEdits'
import { fillScaffold, vilaMadalena } from '../tests/support/scaffoldTexts'

/**
 * `npm run test:go-live`: the owner's go-live edits on a temporary copy of the project, then the content check and
 * the whole `npm test` there; exits with their status. Proves that no test needs the shipped examples back.
 * `--keep` leaves the copy on disk (it is kept anyway when something fails, to re-run single files in it).
 */
const keep = process.argv.includes('--keep')
const started = Date.now()
const copy = mkdtempSync(join(tmpdir(), 'go-live-'))

/** Runs `command` in the copy with the output shown; its exit status. */
function run(command: string, args: string[]): number {
  console.log(`\n[go-live] ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: copy, stdio: 'inherit' }).status ?? 1
}

function finish(status: number): never {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  if (status === 0 && !keep) rmSync(copy, { recursive: true, force: true })
  else console.log(`[go-live] the copy stays in ${copy}`)
  console.log(`[go-live] ${status === 0 ? 'passed' : 'FAILED'} in ${minutes} min`)
  process.exit(status)
}

// The tracked files as they are in the working tree (uncommitted changes included, deleted files left out).
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
for (const file of tracked.filter((name) => existsSync(name))) {
  mkdirSync(join(copy, dirname(file)), { recursive: true })
  cpSync(file, join(copy, file), { verbatimSymlinks: true })
}
// Hard links, not a symlink: tools then resolve every package inside the copy, as in a clone. Vite's and
// Vitest's caches start empty, since writing a linked file in place would change the checkout's too. A temporary
// folder on another disk cannot hold hard links: there the copy links the whole folder instead.
try {
  execFileSync('cp', ['-al', 'node_modules', join(copy, 'node_modules')], { stdio: 'ignore' })
  rmSync(join(copy, 'node_modules/.vite'), { recursive: true, force: true })
} catch {
  rmSync(join(copy, 'node_modules'), { recursive: true, force: true })
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'))
}

applyLaunchEdits(copy)
if (run('npm', ['run', 'bairro:novo', '--', 'Vila Madalena']) !== 0) finish(1)
const added = join(copy, 'content/neighbourhoods/vila-madalena.ts')
writeFileSync(added, fillScaffold(readFileSync(added, 'utf8'), vilaMadalena, 'none'))

// Her edits as a commit of their own: the build names the commit it was made from, and the admin shows it.
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Go-live', '-c', 'user.email=go-live@example.com', ...args], { cwd: copy, stdio: 'ignore' })
git('init', '-q')
git('add', '-A')
git('commit', '-q', '-m', 'Go-live edits: real values, one real testimonial, dated articles, Vila Madalena')

finish(run('npm', ['run', 'conteudo:verificar']) || run('npm', ['test']))
