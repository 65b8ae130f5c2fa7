import type { ReactNode } from 'react'
import { Notice } from './Messages'
import { useRouter } from './router'
import { useSettings } from './settings'

/** The centred card of the signed-out screens (login, password recovery). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { brand } = useSettings()
  const { flash } = useRouter()
  return (
    <main className="adm-auth">
      <div className="adm-card">
        <p className="adm-eyebrow">{brand}</p>
        <h1>{title}</h1>
        <Notice>{flash}</Notice>
        {children}
      </div>
    </main>
  )
}
