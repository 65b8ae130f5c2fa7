import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const text = readFileSync(new URL('../../.github/workflows/copia-de-seguranca.yml', import.meta.url), 'utf8')
const steps = text.split(/\n {6}- /).slice(1)
const index = (needle: string) => steps.findIndex((step) => step.includes(needle))

describe('the nightly backup workflow', () => {
  it('seals the copies to the Variable, checks only age files are left, then uploads the photo copy and the nightly copy', () => {
    const make = steps[index('copia:fazer')] ?? ''
    expect(make).toContain('BACKUP_AGE_RECIPIENT: ${{ vars.BACKUP_AGE_RECIPIENT }}')
    expect(make).toContain('npm run copia:fazer -- --pasta copias')
    const check = index('copia:conferir-cifra -- copias')
    const photos = index('path: copias/fotos-*.tar.gz.age')
    const nightly = index('path: copias/copia-*.tar.gz.age')
    expect(index('copia:fazer')).toBeLessThan(check)
    expect([photos, nightly]).toEqual([check + 1, check + 2])
    expect(steps[photos]).toContain('if: steps.copia.outputs.fotos')
  })

  it('keeps the nightly copy 14 days and the photo copy 90, uncompressed (age output does not compress)', () => {
    expect(steps[index('path: copias/copia-')]).toMatch(/\n\s+retention-days: 14\n/)
    expect(steps[index('path: copias/fotos-')]).toMatch(/\n\s+retention-days: 90\n/)
    expect(text.match(/\n\s+compression-level: 0\n/g)).toHaveLength(2)
  })

  it('remembers the photo copy only after both uploads, with the database secret given to that step alone', () => {
    const confirm = index('copia:confirmar-fotos -- copias')
    expect(confirm).toBe(index('path: copias/copia-') + 1)
    expect(steps[confirm]).toContain('DATABASE_URL: ${{ secrets.DATABASE_URL }}')
    expect(steps[confirm]).not.toContain('SUPABASE_SERVICE_ROLE_KEY')
  })
})
