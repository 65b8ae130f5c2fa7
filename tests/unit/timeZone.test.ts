import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { siteSchema } from '../../schemas/site'

const folder = 'supabase/migrations'
const migrations = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => ({ file, sql: readFileSync(`${folder}/${file}`, 'utf8') }))

describe("the business's time zone", () => {
  it("is content/site.ts's wherever the SQL names one", () => {
    const { timeZone } = siteContent().site
    const named = migrations.flatMap(({ file, sql }) =>
      [...sql.matchAll(/at time zone '([^']+)'/g)].map((match) => ({ file, zone: match[1] })),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const { file, zone } of named) expect(zone, file).toBe(timeZone)
  })

  it('takes IANA names that Intl knows, and nothing else', () => {
    const zone = siteSchema.shape.timeZone
    expect(zone.safeParse('America/Sao_Paulo').success).toBe(true)
    expect(zone.safeParse('America/Argentina/Buenos_Aires').success).toBe(true)
    expect(zone.safeParse('UTC').success).toBe(true)
    for (const wrong of ['America/Atlantis', 'America/Sao Paulo', '-03:00', 'GMT-3', '']) {
      expect(zone.safeParse(wrong).success, wrong).toBe(false)
    }
  })
})
