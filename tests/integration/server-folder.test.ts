import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProductionServer } from '../browser/server.ts'

let server: Awaited<ReturnType<typeof startProductionServer>>

beforeAll(async () => {
  server = await startProductionServer({}, tmpdir())
})

afterAll(() => {
  server?.process.kill()
})

describe('the production server started outside the project folder', () => {
  it.each(['/', '/cortinas-moema'])('serves %s', async (path) => {
    const response = await fetch(server.url + path, { signal: AbortSignal.timeout(15_000) })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="pt-BR"')
  })
})
