import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { demoPostLines, seedSlugs, type Database } from '../blog/data/demoPosts'
import { publishedJobCount } from '../blog/data/publishedJobs'
import { launchItems } from '../engine/launch/check'
import { testimonialHint, testimonialNote } from '../engine/launch/exampleContent'
import { illustrationNote } from '../engine/launch/illustrationNote'
import { illustrationsSchema } from '../schemas/image'
import { serverSettings } from '../server/env'
import { settingProblem } from './go-live/shapes'

/** What the launch check found: one `arquivo: campo: o que fazer` line per item left, notes, and whether the database was read. */
export interface LaunchReport {
  items: string[]
  notes: string[]
  databaseRead: boolean
}

/**
 * The launch check of the site in `root` (npm run lancamento:verificar; npm run site:colocar-no-ar): content still an
 * example, and the database's demo posts when SUPABASE_URL and SUPABASE_ANON_KEY are given; a note counts the pictures
 * still illustrations beside the published delivered jobs. A URL or key of the wrong
 * shape becomes an item naming it, read before the server's settings, which would refuse it with an English error.
 */
export async function launchReport(root: string, env: Record<string, string | undefined>): Promise<LaunchReport> {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = env
  const problems = [
    url ? settingProblem('SUPABASE_URL', url) : null,
    anonKey ? settingProblem('SUPABASE_ANON_KEY', anonKey, { SUPABASE_URL: url }) : null,
    env.SUPABASE_SERVICE_ROLE_KEY ? settingProblem('SUPABASE_SERVICE_ROLE_KEY', env.SUPABASE_SERVICE_ROLE_KEY) : null,
  ].filter((problem) => problem !== null)
  const database = problems.length ? null : serverSettings({ SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey }).supabase
  const seed = resolve(root, 'supabase/seed.sql')
  const load = async (file: string) => ((await import(pathToFileURL(resolve(root, file)).href)) as { default: unknown }).default
  const [content, posts, pictures] = await Promise.all([
    launchItems(root, load),
    problems.length
      ? { items: problems, notes: [] }
      : demoPostLines(database, existsSync(seed) ? seedSlugs(readFileSync(seed, 'utf8')) : []),
    picturesNote(load, database),
  ])
  const testimonials = content.some((item) => item.endsWith(testimonialHint)) ? [testimonialNote] : []
  return {
    items: [...content, ...posts.items],
    notes: [...testimonials, ...posts.notes, ...(pictures ? [pictures] : [])],
    databaseRead: Boolean(database),
  }
}

/** The note on illustrations and delivered jobs; none when the illustrations list cannot be read (content/ has errors, an item already). */
async function picturesNote(load: (file: string) => Promise<unknown>, database: Database | null): Promise<string | null> {
  const illustrations = illustrationsSchema.safeParse(await load('content/illustrations.ts').catch(() => null))
  if (!illustrations.success) return null
  const jobs = database ? await publishedJobCount(database).catch(() => null) : null
  return illustrationNote(illustrations.data.length, jobs)
}
