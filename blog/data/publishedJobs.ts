import type { Database } from './demoPosts'
import { createPostsClient } from './client'

/** How many delivered jobs visitors see (published, not in the trash), read with the anon key; rejects when the database fails. */
export async function publishedJobCount(database: Database, timeoutMs = 8000): Promise<number> {
  const client = createPostsClient({ url: database.url, anonKey: database.anonKey, timeoutMs })
  const { count, error, status } = await client.from('jobs').select('id', { count: 'exact', head: true }).retry(false)
  if (error || count === null) throw new Error(error?.message || `HTTP ${status}`)
  return count
}
