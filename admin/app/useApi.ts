import { useMemo } from 'react'
import { adminApi, type AdminApi } from '../api'
import { useClient } from './session'

/** The admin's data access with the session's client; a module of its own so the login screen loads without it (and zod). */
export function useApi(): AdminApi {
  const client = useClient()
  return useMemo(() => adminApi(client), [client])
}
