import { z } from 'zod'
import type { ZonedTime } from '../engine/text/timeZone'
import { whatChanged } from './commitSubject'

declare global {
  interface ImportMetaEnv {
    /** The commit the build was made from, as JSON (build/siteVersion.ts); absent in the preview and in tests. */
    readonly SITE_VERSION?: string
  }
}

const versionSchema = z.object({ date: z.iso.datetime({ offset: true }), message: z.string() })

/**
 * 'Site no ar: versão de 28 de novembro de 2026 às 14:02 — “Novo bairro: Moema”' (or '— mudança no código do site' for a
 * developer's subject), from the version the build baked in (build/siteVersion.ts, as JSON); null when the build has
 * none (the preview, a build outside a clone).
 */
export function siteVersionLine(baked: string | undefined, time: ZonedTime): string | null {
  if (!baked) return null
  const version = versionSchema.safeParse(JSON.parse(baked))
  if (!version.success) return null
  const { date, message } = version.data
  const change = whatChanged(message)
  return `Site no ar: versão de ${time.dateTime(date)}${change ? ` — ${change}` : ''}`
}
