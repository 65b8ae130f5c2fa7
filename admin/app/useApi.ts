import { useCallback, useMemo } from 'react'
import { adminApi, type AdminApi } from '../api'
import { useClient, useSession } from './session'

/** The admin's data access with the session's client; a module of its own so the login screen loads without it (and zod). */
export function useApi(): AdminApi {
  const client = useClient()
  return useMemo(() => adminApi(client), [client])
}

/** The admin's data access once supabase-js has loaded, for the post list, which the server renders before it has. */
export function useLoadApi(): () => Promise<AdminApi> {
  const { loadClient } = useSession()
  return useCallback(async () => adminApi(await loadClient()), [loadClient])
}
