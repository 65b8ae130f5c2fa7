import { BlockList, isIPv4, isIPv6 } from 'node:net'
import { hostname } from 'node:os'
import { z } from 'zod'
import { apiKeyRole } from './apiKeys'
import { FLUSH_MS } from './taps/recorder'
import type { AddressSource } from './taps/visitors'

/** The blog's page cache life: 5 minutes, the list cache of docs/spec/specification.md §9 (docs/decisions/blog-cache.md). */
export const BLOG_CACHE_TTL_MS = 5 * 60 * 1000

/** A Supabase API key that must grant `role`: a key of another role in its place fails the start, naming the variable. */
const apiKey = (name: string, role: 'anon' | 'service_role', why: string) =>
  z
    .string()
    .min(1)
    .superRefine((key, ctx) => {
      const found = apiKeyRole(key)
      if (found !== role)
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be the project's ${role} key (${why}); this key's role is ${found ?? 'unknown'}`,
        })
    })

/** One address or CIDR block ("10.0.0.0/8", "2001:db8::/32"), as BlockList takes it. */
const addressOrBlock = z.string().refine((entry) => {
  const [address = '', bits, ...rest] = entry.split('/')
  const max = isIPv4(address) ? 32 : isIPv6(address) ? 128 : -1
  return max > 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max))
}, 'not an IP address or CIDR block')

/** A comma-separated list of addresses and blocks, as a BlockList. */
const proxyList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(addressOrBlock))
  .transform((entries) => {
    const list = new BlockList()
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/')
      const type = isIPv4(address) ? 'ipv4' : 'ipv6'
      if (bits === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(bits), type)
    }
    return list
  })

/** The server's environment: parsed once, where the server starts (createServer). */
const serverEnvSchema = z.object({
  /** Supabase project URL (or the local stack's gateway); without it and the key every blog read fails. */
  SUPABASE_URL: z.url().optional(),
  /** The project's public anonymous key (never the service key). */
  SUPABASE_ANON_KEY: apiKey('SUPABASE_ANON_KEY', 'anon', 'every browser of the admin receives it').optional(),
  /**
   * The project's service_role key, for adding chat and phone taps, keeping renditions and storing delivered jobs'
   * photos and purging deleted ones, and keeping the access log; read on the server, never sent to a browser. Without it
   * taps are not counted, job photos not stored, deleted jobs not purged and no access is logged.
   */
  SUPABASE_SERVICE_ROLE_KEY: apiKey('SUPABASE_SERVICE_ROLE_KEY', 'service_role', 'it adds the counted taps').optional(),
  /**
   * The proxies in front of the server (addresses or CIDR blocks, comma-separated) whose X-Forwarded-For is believed:
   * the visitor is the last address there that is not one of them. None by default: the connection's address.
   */
  TRUSTED_PROXIES: proxyList.default(() => new BlockList()),
  /** Set by Fly.io on every machine (fly.io/docs/machines/runtime-environment); with FLY_MACHINE_ID, the server is on Fly. */
  FLY_APP_NAME: z.string().optional(),
  /** Set by Fly.io on every machine: the machine's id. */
  FLY_MACHINE_ID: z.string().optional(),
  /** How long counted taps wait in memory before they are added to the database, in ms (tests shorten it). */
  CONTACT_TAPS_FLUSH_MS: z.coerce.number().int().min(1).default(FLUSH_MS),
  /**
   * The site's GitHub repository, 'owner/name' (not a secret): the admin links to its backup workflow, where 'Run
   * workflow' makes a copy now. Without it the admin says where that button is instead.
   */
  SITE_REPOSITORY: z
    .string()
    .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, "must be the repository as 'owner/name', as in github.com/owner/name")
    .optional(),
  /** Lifetime of a cached blog page in ms before it is rendered again in the background; 0 turns the cache off (benchmarks). */
  BLOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(BLOG_CACHE_TTL_MS),
})

/** Where the server's Supabase project is, when it has one. */
export type SupabaseSettings = { url: string; anonKey: string }

/** The project's URL with the service key: where the server adds the chat and phone taps it counts, keeps renditions and stores job photos. */
export type ContactTapsSettings = { url: string; serviceKey: string } | null

/** What the server is configured with. */
export type ServerSettings = {
  supabase: SupabaseSettings | null
  /** Null without SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. */
  contactTaps: ContactTapsSettings
  contactTapsFlushMs: number
  blogCacheTtlMs: number
  /** Where a tap's visitor address is read: Fly's proxy header on Fly.io, else TRUSTED_PROXIES. */
  addressSource: AddressSource
  /** The site's GitHub repository, 'owner/name' (SITE_REPOSITORY); null when not set. */
  siteRepository: string | null
  /** What names this server's access-log files: FLY_MACHINE_ID on Fly.io, else the host's name. */
  machine: string
}

/** Settings the server refused at its start: the variables' names, and zod's account of each in the message. */
export class SettingsError extends Error {
  override name = 'SettingsError'
  /** The refused variables, e.g. ['SUPABASE_ANON_KEY']. */
  readonly settings: string[]

  constructor(error: z.ZodError) {
    super(`Invalid server settings:\n${z.prettifyError(error)}`)
    this.settings = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '?')))]
  }
}

/** Reads the settings from an environment such as process.env; an invalid value fails with its name (a SettingsError). */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  const result = serverEnvSchema.safeParse(env)
  if (!result.success) throw new SettingsError(result.error)
  const parsed = result.data
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = parsed
  return {
    supabase: url && anonKey ? { url, anonKey } : null,
    contactTaps: url && serviceKey ? { url, serviceKey } : null,
    contactTapsFlushMs: parsed.CONTACT_TAPS_FLUSH_MS,
    blogCacheTtlMs: parsed.BLOG_CACHE_TTL_MS,
    addressSource: { trustedProxies: parsed.TRUSTED_PROXIES, onFly: Boolean(parsed.FLY_APP_NAME && parsed.FLY_MACHINE_ID) },
    siteRepository: parsed.SITE_REPOSITORY ?? null,
    machine: parsed.FLY_MACHINE_ID ?? hostname(),
  }
}
