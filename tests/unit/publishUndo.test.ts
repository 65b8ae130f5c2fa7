import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const tsx = resolve('node_modules/.bin/tsx')
const script = resolve('scripts/publish/undo.ts')
const root = mkdtempSync(join(tmpdir(), 'desfazer-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// No one's own Git settings: an empty global file, no system file, and fixed dates.
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: join(root, 'gitconfig'),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_DATE: '2026-11-28T15:00:00Z',
  GIT_COMMITTER_DATE: '2026-11-28T15:00:00Z',
}
writeFileSync(env.GIT_CONFIG_GLOBAL, '')

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

/** Writes the files and commits them with `message`. */
function commit(cwd: string, message: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(cwd, path), text)
  git(cwd, 'add', '-A')
  git(cwd, 'commit', '--quiet', '-m', message)
}

let count = 0
/** A clone of a bare "origin" holding two publishes, both pushed; `first` only, with `firstOnly`. */
function project({ firstOnly = false } = {}) {
  const dir = join(root, String(++count))
  const origin = `${dir}/origin.git`
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin], { env })
  const clone = (name: string) => {
    execFileSync('git', ['clone', '--quiet', origin, `${dir}/${name}`], { env, stdio: 'ignore' })
    git(`${dir}/${name}`, 'config', 'user.name', 'Dona')
    git(`${dir}/${name}`, 'config', 'user.email', 'dona@exemplo.com.br')
    return `${dir}/${name}`
  }
  const work = clone('work')
  git(work, 'switch', '--quiet', '-c', 'main')
  commit(work, 'Primeira versão', { 'site.ts': "phone: '5521987654321'\n", 'README.md': 'Projeto\n' })
  if (!firstOnly) commit(work, 'Troca o telefone', { 'site.ts': "phone: '5511987654321'\n", 'moema.ts': 'Moema\n' })
  git(work, 'push', '--quiet', 'origin', 'main')
  return { work, origin, clone, head: () => git(origin, 'rev-parse', 'main') }
}

/** Runs `npm run publicacao:desfazer` in `cwd`, typing `answer`: exit code and everything it printed. */
function run(cwd: string, answer = '') {
  return new Promise<{ code: number | null; output: string }>((done, failed) => {
    const child = spawn(tsx, [script], { cwd, env, timeout: 60_000 })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', failed)
    child.on('close', (code) => done({ code, output }))
    child.stdin.end(answer)
  })
}

describe('npm run publicacao:desfazer', () => {
  it('shows the last publish, and on "s" reverts it and pushes the state before it', async () => {
    const { work, origin, head } = project()
    // The address GitHub gave, which git rewrites to the bare origin.
    git(work, 'config', `url.${origin}.insteadOf`, 'https://github.com/dona/cortinas.git')
    git(work, 'remote', 'set-url', 'origin', 'https://github.com/dona/cortinas.git')
    const before = git(work, 'rev-parse', 'HEAD~1^{tree}')
    const { code, output } = await run(work, 's\n')
    expect(output).toContain('Data: 28 de novembro de 2026 às ')
    expect(output).toContain('Mensagem: “Troca o telefone”')
    expect(output).toMatch(/Arquivos \(2\):\n\s+novo\s+moema\.ts\n\s+alterado\s+site\.ts\n/)
    expect(output).toContain('Pronto: a publicação “Troca o telefone” foi desfeita')
    expect(output).toContain('https://github.com/dona/cortinas/actions/workflows/publicar.yml')
    expect(code).toBe(0)
    expect(git(origin, 'log', '-1', '--format=%s', 'main')).toBe('Desfaz: Troca o telefone')
    expect(git(origin, 'rev-parse', 'main^{tree}')).toBe(before)
    expect(head()).toBe(git(work, 'rev-parse', 'HEAD'))
    expect(readFileSync(join(work, 'site.ts'), 'utf8')).toBe("phone: '5521987654321'\n")
  })

  it('changes nothing unless the answer is yes', async () => {
    for (const answer of ['n\n', '\n', '']) {
      const { work, head } = project()
      const published = head()
      const { code, output } = await run(work, answer)
      expect(output).toContain('Nada foi desfeito.')
      expect(code).toBe(0)
      expect([head(), git(work, 'rev-parse', 'HEAD')]).toEqual([published, published])
    }
  })

  const refusals: [string, RegExp, (repo: ReturnType<typeof project>) => void][] = [
    [
      'uncommitted changes',
      /mudanças ainda não confirmadas[^]*\n {2}site\.ts\n[^]*Descartar Alterações/,
      ({ work }) => writeFileSync(join(work, 'site.ts'), 'x'),
    ],
    [
      'a file not yet added',
      /mudanças ainda não confirmadas[^]*\n {2}foto\.jpg\n/,
      ({ work }) => writeFileSync(join(work, 'foto.jpg'), 'x'),
    ],
    ['another branch', /no ramo “rascunho”, e o site publica só o main/, ({ work }) => git(work, 'switch', '--quiet', '-c', 'rascunho')],
    ['no name for the Git', /não sabe o seu nome e e-mail/, ({ work }) => git(work, 'config', '--unset', 'user.email')],
    [
      'GitHub out of reach',
      /Não consegui falar com o GitHub[^]*Nada foi desfeito/,
      ({ work }) => git(work, 'remote', 'set-url', 'origin', join(root, 'nowhere.git')),
    ],
    [
      'a commit not yet pushed',
      /tem 1 mudança confirmada que ainda não foi para o GitHub/,
      ({ work }) => commit(work, 'Outra', { 'site.ts': 'y' }),
    ],
    [
      'a commit on GitHub only',
      /O GitHub tem 1 mudança que este computador ainda não tem/,
      ({ clone }) => {
        const other = clone('other')
        commit(other, 'Feita no outro computador', { 'site.ts': 'z' })
        git(other, 'push', '--quiet', 'origin', 'main')
      },
    ],
    [
      'a merge',
      /junta duas linhas de mudanças \(um merge\)[^]*Nada foi desfeito/,
      ({ work }) => {
        git(work, 'switch', '--quiet', '-c', 'bairro')
        commit(work, 'Bairro', { 'tatuape.ts': 'Tatuapé\n' })
        git(work, 'switch', '--quiet', 'main')
        commit(work, 'Rodapé', { 'README.md': 'Rodapé\n' })
        git(work, 'merge', '--quiet', '--no-ff', '--no-edit', 'bairro')
        git(work, 'push', '--quiet', 'origin', 'main')
      },
    ],
  ]
  it.each(refusals)('refuses, in pt-BR and changing nothing, with %s', async (_, message, setup) => {
    const repo = project()
    setup(repo)
    const [published, local] = [repo.head(), git(repo.work, 'rev-parse', 'HEAD')]
    const { code, output } = await run(repo.work, 's\n')
    expect(output).toMatch(message)
    expect(output).not.toContain('    at ')
    expect(code).toBe(1)
    expect([repo.head(), git(repo.work, 'rev-parse', 'HEAD')]).toEqual([published, local])
  })

  it('refuses to undo the very first version', async () => {
    const { work } = project({ firstOnly: true })
    const { code, output } = await run(work, 's\n')
    expect(output).toContain('é a primeira versão do projeto: não há versão anterior para voltar')
    expect(code).toBe(1)
  })

  it('says the undo stayed on this computer when GitHub refuses the push', async () => {
    const { work, origin, head } = project()
    const published = head()
    writeFileSync(join(origin, 'hooks/pre-receive'), '#!/bin/sh\necho "recusado pelo teste" >&2\nexit 1\n')
    chmodSync(join(origin, 'hooks/pre-receive'), 0o755)
    const { code, output } = await run(work, 's\n')
    expect(output).toMatch(/foi desfeita neste computador \([0-9a-f]+\), mas não chegou ao GitHub: [^]*recusado pelo teste/)
    expect(output).toContain('Sincronizar Alterações')
    expect(code).toBe(1)
    expect(head()).toBe(published)
    expect(git(work, 'log', '-1', '--format=%s')).toBe('Desfaz: Troca o telefone')
  })
})
