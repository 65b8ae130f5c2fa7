import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSiteVersion } from './siteVersion'

describe('readSiteVersion', () => {
  it('is baked from the build arguments of the image, else from git, else nothing', async () => {
    expect(readSiteVersion({ SITE_COMMIT_DATE: '2026-11-28T14:02:00-03:00', SITE_COMMIT_MESSAGE: 'Telefone novo' })).toEqual({
      date: '2026-11-28T14:02:00-03:00',
      message: 'Telefone novo',
    })
    const fromGit = readSiteVersion({})
    expect(fromGit?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    expect(fromGit?.message).not.toBe('')
    const outside = await mkdtemp(join(tmpdir(), 'sem-git-'))
    try {
      expect(readSiteVersion({}, outside)).toBeNull()
    } finally {
      await rm(outside, { recursive: true })
    }
  })
})
