import type { ReactNode } from 'react'
import { Notice } from './Messages'
import { useRouter } from '../shell/router'
import { useSettings } from '../shell/settings'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/** The centred card of the signed-out screens (login, password recovery). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { brand } = useSettings()
  const { flash } = useRouter()
  return (
    <main className={screensCss.auth}>
      <div className={screensCss.card}>
        <p className={frameCss.eyebrow}>{brand}</p>
        <h1>{title}</h1>
        <Notice>{flash}</Notice>
        {children}
      </div>
    </main>
  )
}
