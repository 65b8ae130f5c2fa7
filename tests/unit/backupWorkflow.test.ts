import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const text = readFileSync(new URL('../../.github/workflows/copia-de-seguranca.yml', import.meta.url), 'utf8')
const steps = text.split(/\n {6}- /).slice(1)
const index = (needle: string) => steps.findIndex((step) => step.includes(needle))

describe('the nightly backup workflow', () => {
  it('seals the copy to the Variable, checks only age files are left, then uploads that folder', () => {
    const make = steps[index('copia:fazer')] ?? ''
    expect(make).toContain('BACKUP_AGE_RECIPIENT: ${{ vars.BACKUP_AGE_RECIPIENT }}')
    expect(make).toContain('npm run copia:fazer -- --pasta copias')
    const check = index('copia:conferir-cifra -- copias')
    const upload = index('actions/upload-artifact')
    expect(index('copia:fazer')).toBeLessThan(check)
    expect(check).toBeLessThan(upload)
    expect(steps[upload]).toMatch(/\n\s+path: copias\/\n/)
    expect(upload).toBe(check + 1)
  })

  it('keeps the copies 14 days, uncompressed (age output does not compress)', () => {
    expect(text).toMatch(/\n\s+retention-days: 14\n/)
    expect(text).toMatch(/\n\s+compression-level: 0\n/)
  })
})
