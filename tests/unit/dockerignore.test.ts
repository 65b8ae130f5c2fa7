import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** .dockerignore's patterns, in order: `!` re-includes; `*` stays within a folder, `**` crosses folders. */
const patterns = readFileSync(new URL('../../.dockerignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const negated = line.startsWith('!')
    const glob = line.replace(/^!/, '').replace(/^\/|\/$/g, '')
    const source = glob
      .split('**/')
      .map((part) =>
        part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '[^/]*')
          .replaceAll('?', '[^/]'),
      )
      .join('(?:.*/)?')
    return { negated, regex: new RegExp(`^${source}$`) }
  })

/** Whether Docker leaves `path` out of the build context: the last pattern matching it or a folder above it wins. */
function excluded(path: string): boolean {
  const prefixes = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))
  let out = false
  for (const { negated, regex } of patterns) if (prefixes.some((prefix) => regex.test(prefix))) out = !negated
  return out
}

describe('.dockerignore', () => {
  it.each([
    'copias/copia-2026-11-29.tar.age',
    '.env',
    '.env.local',
    'scripts/.env.production',
    '.ferramentas/bin/gh',
    '.git/config',
    '.local-stack/data/base/1',
    'node_modules/pg/package.json',
  ])('keeps %s out of the build context', (path) => {
    expect(excluded(path)).toBe(true)
  })

  it.each(['package.json', 'content/site.ts', 'server/createServer.ts', 'supabase/migrations'])('sends %s to the build', (path) => {
    expect(excluded(path)).toBe(false)
  })
})
