import { z } from 'zod'

/**
 * The privacy page's access-log section: its words are fixed in code (AccessLogs.tsx), because the code makes them
 * true (what the server writes, where it keeps it, and the retention its daily deletion applies).
 */
export const accessLogsSchema = z.object({
  type: z.literal('accessLogs'),
  /** Título da seção; sem ele, 'Registros de acesso'. */
  heading: z.string().default('Registros de acesso'),
})
