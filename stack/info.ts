import { z } from 'zod'
import { stackOwnerSchema } from './processes/owner.ts'

/** What clients need to reach the stack; also written to `<dataDir>/stack.json`. */
export const localStackInfoSchema = z.object({
  /** Supabase URL to pass to createClient. */
  url: z.string(),
  /** The anon role's API key. */
  anonKey: z.string(),
  /** The service role's API key. */
  serviceKey: z.string(),
  /** Superuser connection to the `postgres` database. */
  dbUrl: z.string(),
  /** The seeded local admin's login. */
  admin: z.object({ email: z.string(), password: z.string() }),
  /** The emails the stack would have sent, one JSON line each (it sends none): see gateway/auth/outbox.ts. */
  outbox: z.string(),
})

export type LocalStackInfo = z.infer<typeof localStackInfoSchema>

/** `<dataDir>/stack.json` of a folder's stack: its info and the process that runs it (none for a throw-away stack). */
export const stackFileSchema = localStackInfoSchema.extend({
  /** The process running this stack. */
  owner: stackOwnerSchema.optional(),
})
