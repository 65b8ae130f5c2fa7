import type { SupabaseClient } from '@supabase/supabase-js'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ACCESS_LOG_BUCKET } from '../../engine/site/accessLogs.ts'
import { accessLogPurger } from '../../server/accessLog/purge.ts'
import { storageAccessLogs } from '../../server/accessLog/storage.ts'
import { connectRoles, type Roles } from './roles.ts'
import { unique } from './target.ts'

// The access-log bucket (supabase/migrations/20261129120000_access_logs.sql): only the service key writes, lists,
// reads or removes a file. The files this writes sit in day folders of January 2000, which the purge under test (as
// if run on 2000-07-10) deletes at the end; nothing newer is ever touched.
const target = inject('contractTarget')
const day = '2000-01-05'
const name = `${day}/2000-01-05T10Z_${unique('contrato')}_a1b2c3.jsonl.gz`
const line = `${JSON.stringify({ time: '2000-01-05T10:00:00.000+00:00', ip: '203.0.113.9', port: null, method: 'GET', path: '/', status: 200, agent: 'contrato' })}\n`
let roles: Roles & { release(): Promise<void> }

const bucket = (role: SupabaseClient) => role.storage.from(ACCESS_LOG_BUCKET)
const store = () => storageAccessLogs({ url: target.url, serviceKey: target.serviceKey })

beforeAll(async () => {
  roles = await connectRoles(target)
})

afterAll(async () => {
  await bucket(roles.service).remove([name])
  await roles.release()
})

describe(`${ACCESS_LOG_BUCKET} (${target.kind})`, () => {
  it('takes a file from the service key only, in gzip only', async () => {
    const gzipped = gzipSync(line)
    for (const role of [roles.anon, roles.plain, roles.admin]) {
      expect((await bucket(role).upload(name, gzipped, { contentType: 'application/gzip' })).error).not.toBeNull()
    }
    expect(
      (await bucket(roles.service).upload(`${day}/pagina.html`, Buffer.from('<p>'), { contentType: 'text/html' })).error,
    ).not.toBeNull()
    await store().put(name, gzipped)
    expect(await store().files(day)).toEqual([name])
    expect(gunzipSync(await store().get(name)).toString()).toBe(line)
  })

  it('lets no visitor, signed-in user or admin list, read or remove a file, and has no public address', async () => {
    for (const role of [roles.anon, roles.plain, roles.admin]) {
      expect((await bucket(role).list(day)).data ?? []).toEqual([])
      expect((await bucket(role).list('', { search: day })).data ?? []).toEqual([])
      expect((await bucket(role).download(name)).data).toBeNull()
      expect((await bucket(role).remove([name])).data ?? []).toEqual([])
    }
    expect((await fetch(bucket(roles.anon).getPublicUrl(name).data.publicUrl)).ok).toBe(false)
    expect(await store().files(day)).toEqual([name])
  })

  it('deletes the day folders older than six months, and only those', async () => {
    const newer = `2000-01-20/2000-01-20T10Z_${unique('contrato')}_a1b2c3.jsonl.gz`
    await store().put(newer, gzipSync(line))
    try {
      const removed = await accessLogPurger(store(), { now: () => new Date('2000-07-10T12:00:00Z') })()
      expect(removed).toBeGreaterThanOrEqual(1)
      expect(await store().files(day)).toEqual([])
      expect(await store().files('2000-01-20')).toEqual([newer])
    } finally {
      await store().remove([newer])
    }
  })
})
