import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { demoPostLines, seedSlugs, type Database } from '../blog/data/demoPosts'
import { publishedJobCount } from '../blog/data/publishedJobs'
import { contentStage, importFromDisk } from '../engine/content/stage'
import { launchItems } from '../engine/launch/check'
import { testimonialHint, testimonialNote } from '../engine/launch/exampleContent'
import { illustrationNote } from '../engine/launch/illustrationNote'
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
  const stage = await contentStage(root, { preview: false }, importFromDisk(root))
  const content = launchItems(stage)
  const [posts, pictures] = await Promise.all([
    problems.length
      ? { items: problems, notes: [] }
      : demoPostLines(database, existsSync(seed) ? seedSlugs(readFileSync(seed, 'utf8')) : []),
    picturesNote(stage.checked.files?.illustrations.length, database),
  ])
  const testimonials = content.some((item) => item.endsWith(testimonialHint)) ? [testimonialNote] : []
  return {
    items: [...content, ...posts.items],
    notes: [...testimonials, ...posts.notes, ...(pictures ? [pictures] : [])],
    databaseRead: Boolean(database),
  }
}

/** The note on illustrations and delivered jobs; none when the illustrations list did not pass the check (content/ has errors, an item already). */
async function picturesNote(illustrations: number | undefined, database: Database | null): Promise<string | null> {
  if (illustrations === undefined) return null
  const jobs = database ? await publishedJobCount(database).catch(() => null) : null
  return illustrationNote(illustrations, jobs)
}
