import { client, THROW_AWAY_ADDRESS, type ContractTarget } from './target.ts'

/**
 * Deletes the throw-away users (and with them their admin rows and factors) an interrupted run left behind. Every
 * user whose address has the throw-away shape goes, so run one contract at a time against a project. How many.
 */
export async function removeLeftovers(target: ContractTarget): Promise<number> {
  const admin = client(target, target.serviceKey).auth.admin
  const perPage = 1000
  const leftovers: string[] = []
  for (let page = 1; ; page++) {
    const { data, error } = await admin.listUsers({ page, perPage })
    if (error) throw new Error(`the project's users could not be listed: ${error.message}`)
    leftovers.push(...data.users.filter((user) => THROW_AWAY_ADDRESS.test(user.email ?? '')).map((user) => user.id))
    if (data.users.length < perPage) break
  }
  for (const id of leftovers) {
    const { error } = await admin.deleteUser(id)
    if (error) throw new Error(`the leftover throw-away user ${id} could not be deleted: ${error.message}`)
  }
  return leftovers.length
}
