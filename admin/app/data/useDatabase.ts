import { useCallback, useMemo } from 'react'
import { adminDatabase, type AdminDatabase } from './database'
import { useClient, useSession } from '../session/session'

/** The admin's data access with the session's client; a module of its own so the login screen loads without it (and zod). */
export function useDatabase(): AdminDatabase {
  const client = useClient()
  return useMemo(() => adminDatabase(client), [client])
}

/** The admin's data access once supabase-js has loaded, for the post list, which the server renders before it has. */
export function useLoadDatabase(): () => Promise<AdminDatabase> {
  const { loadClient } = useSession()
  return useCallback(async () => adminDatabase(await loadClient()), [loadClient])
}
