import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { apiKeyLines, apiKeyRole } from './apiKeys'
import { serverSettings } from './env'

/** A legacy Supabase key of `role` (its signature is Supabase's business: the site only reads the claim). */
const legacyKey = (role: string) => new UnsecuredJWT({ iss: 'supabase', role }).encode()

const URL = 'https://abcdefgh.supabase.co'

describe('Supabase API keys', () => {
  it("reads a key's role from its JWT claim or its prefix", () => {
    expect(apiKeyRole(legacyKey('anon'))).toBe('anon')
    expect(apiKeyRole(legacyKey('service_role'))).toBe('service_role')
    expect(apiKeyRole('sb_publishable_abc123')).toBe('anon')
    expect(apiKeyRole('sb_secret_abc123')).toBe('service_role')
    expect(apiKeyRole('anon')).toBeNull()
  })

  it('starts the server with an anon key and a service key, each in its place', () => {
    for (const [anon, service] of [
      [legacyKey('anon'), legacyKey('service_role')],
      ['sb_publishable_abc123', 'sb_secret_abc123'],
    ])
      expect(serverSettings({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: anon, SUPABASE_SERVICE_ROLE_KEY: service }).supabase?.anonKey).toBe(
        anon,
      )
  })

  it('refuses to start with another key in SUPABASE_ANON_KEY, or in SUPABASE_SERVICE_ROLE_KEY, naming the variable', () => {
    for (const key of [legacyKey('service_role'), 'sb_secret_abc123', legacyKey('authenticated'), 'anon'])
      expect(() => serverSettings({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: key })).toThrow(
        /SUPABASE_ANON_KEY must be the project's anon key/,
      )
    expect(() => serverSettings({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: legacyKey('service_role') })).toThrow(/role is service_role/)
    expect(() => serverSettings({ SUPABASE_URL: URL, SUPABASE_SERVICE_ROLE_KEY: 'sb_publishable_abc123' })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY must be the project's service_role key/,
    )
  })

  it('gives the launch check one line in pt-BR per key in the wrong place, none when both are right', () => {
    expect(apiKeyLines({ SUPABASE_ANON_KEY: legacyKey('anon'), SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_abc123' })).toEqual([])
    expect(apiKeyLines({})).toEqual([])
    expect(apiKeyLines({ SUPABASE_ANON_KEY: legacyKey('service_role') })).toEqual([
      'SUPABASE_ANON_KEY: é uma chave de papel "service_role", não a chave pública (anon ou publishable) — copie a chave pública (anon ou publishable) do painel do Supabase (todo navegador do painel a recebe); com esta o servidor não inicia',
    ])
    expect(apiKeyLines({ SUPABASE_ANON_KEY: 'sb_publishable_x', SUPABASE_SERVICE_ROLE_KEY: 'chave' })).toEqual([
      expect.stringMatching(/^SUPABASE_SERVICE_ROLE_KEY: não é uma chave do Supabase, não a chave de serviço/),
    ])
  })
})
