import { createPostsClient } from './client'

/** The slugs of the posts supabase/seed.sql inserts: the demo articles that must not stay published on launch. */
export function seedSlugs(seedSql: string): string[] {
  return [...seedSql.matchAll(/insert into public\.posts\s*\([^)]*\)\s*values\s*\(\s*'([^']+)'/gi)].map((match) => match[1] ?? '')
}

/** Where the blog's database is, as the server reads it (SUPABASE_URL, SUPABASE_ANON_KEY). */
export type Database = { url: string; anonKey: string }

/**
 * Which of `slugs` the database publishes, read as any visitor reads them (the anon key). Fails when the database
 * does not answer within `timeoutMs` or answers with an error: the launch check cannot then say they are gone.
 */
export async function publishedDemoPosts(database: Database, slugs: readonly string[], timeoutMs = 8000): Promise<string[]> {
  if (!slugs.length) return []
  const client = createPostsClient({ url: database.url, anonKey: database.anonKey, timeoutMs })
  const result = await client.from('posts').select('slug').eq('published', true).in('slug', slugs).retry(false)
  if (result.error) throw new Error(result.error.message || `HTTP ${result.status}`)
  const rows = result.data as { slug: string }[]
  return slugs.filter((slug) => rows.some((row) => row.slug === slug))
}

/** The launch check's lines about the demo posts: one per published post, or why they could not be read. */
export async function demoPostLines(database: Database | null, slugs: readonly string[]): Promise<{ items: string[]; notes: string[] }> {
  if (!database)
    return {
      items: [],
      notes: [
        'SUPABASE_URL e SUPABASE_ANON_KEY não estão definidas: os posts de exemplo do banco não foram conferidos — rode de novo com os valores do site no ar (npm run site:colocar-no-ar faz isso)',
      ],
    }
  try {
    const published = await publishedDemoPosts(database, slugs)
    return {
      items: published.map(
        (slug) => `banco de dados: posts/${slug}: post de exemplo publicado (supabase/seed.sql) — apague-o ou despublique-o em /admin/blog`,
      ),
      notes: [],
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return {
      items: [`banco de dados: ${database.url}: não respondeu (${why}) — confira SUPABASE_URL e SUPABASE_ANON_KEY e rode de novo`],
      notes: [],
    }
  }
}
