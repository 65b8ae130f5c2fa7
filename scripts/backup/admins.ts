import type pg from 'pg'

/** The archive's admins against this project's, read before anything is written. */
export interface AdminPlan {
  /** Admins of this project today. */
  today: string[]
  /** In the archive, with a user here who is not admin: added only with `admins`. */
  toAdd: string[]
  /** In the archive, with no user here: never added. */
  absent: string[]
}

/** Who the archive would make admin, who is admin today, and who the archive names but this project lacks. */
export async function adminPlan(db: pg.Client, emails: string[]): Promise<AdminPlan> {
  const { rows } = await db.query<{ email: string; admin: boolean }>(
    `select u.email, exists (select 1 from public.admins a where a.user_id = u.id) as admin from auth.users u
      where lower(u.email) = any($1::text[]) or u.id in (select user_id from public.admins) order by u.email`,
    [emails.map((email) => email.toLowerCase())],
  )
  const here = new Map(rows.map((row) => [row.email.toLowerCase(), row.admin]))
  return {
    today: rows.filter((row) => row.admin).map((row) => row.email),
    toAdd: emails.filter((email) => here.get(email.toLowerCase()) === false),
    absent: emails.filter((email) => !here.has(email.toLowerCase())),
  }
}
