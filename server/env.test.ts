import { describe, expect, it } from 'vitest'
import { serverSettings } from './env'

describe('SITE_REPOSITORY', () => {
  it("is the repository as 'owner/name', or null when not set", () => {
    expect(serverSettings({ SITE_REPOSITORY: 'dona-cortinas/site.novo' }).siteRepository).toBe('dona-cortinas/site.novo')
    expect(serverSettings({}).siteRepository).toBeNull()
  })

  it('refuses an address or a bare name at the start, naming the setting', () => {
    for (const wrong of ['https://github.com/dona/cortinas', 'cortinas', 'dona/cortinas/actions'])
      expect(() => serverSettings({ SITE_REPOSITORY: wrong })).toThrow(/owner\/name[\s\S]*SITE_REPOSITORY/)
  })
})
