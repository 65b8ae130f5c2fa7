import { useEffect, useState } from 'react'
import { zonedTime } from '../../../engine/text/timeZone'
import { readBakedVersion } from '../../siteEndpoints'
import { siteVersionLine } from '../../siteVersion'
import type { PublishLine } from './publishLine'
import { useSession } from '../session/session'
import { useSettings } from '../shell/settings'
import * as frameCss from '../styles/frame'

/**
 * Under the header of the signed-in screens: where the latest publish stands ('Publicando desde 14:05', 'No ar desde
 * 14:37 — …', 'Não publicou: …' with the run's link), read once the frame is shown; until then, and when none was
 * recorded or it cannot be read, the live version the server was built from (admin/siteVersion.ts): in the page
 * data when the first render was a signed-in admin's, else asked of the server once signed in (admins only).
 */
export function SiteState() {
  const { siteVersion, timeZone } = useSettings()
  const { loadClient, accessToken } = useSession()
  const [latest, setLatest] = useState<PublishLine | null>(null)
  const [version, setVersion] = useState(siteVersion)
  useEffect(() => {
    if (siteVersion) return
    let current = true
    accessToken()
      .then(readBakedVersion)
      .then(
        (baked) => current && setVersion(siteVersionLine(baked ?? undefined, zonedTime(timeZone))),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [siteVersion, accessToken, timeZone])
  useEffect(() => {
    let current = true
    Promise.all([loadClient(), import('./latestPublish')])
      .then(([client, { readPublishLine }]) => readPublishLine(client, timeZone))
      .then(
        (line) => current && setLatest(line),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [loadClient, timeZone])

  const line = latest ?? (version ? { text: version, link: null } : null)
  return (
    line && (
      // A landmark of its own: every line of the page sits in one, so a screen reader's landmark list reaches it.
      <aside className={frameCss.version} aria-label="Estado do site">
        {line.text}
        {line.link && (
          <a className={frameCss.link} href={line.link.href} target="_blank" rel="noopener">
            {line.link.label}
          </a>
        )}
      </aside>
    )
  )
}
