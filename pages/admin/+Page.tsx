import { lazy, Suspense } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import { useData } from 'vike-react/useData'
import { Loading } from '../../admin/app/Loading'
import type { Data } from './+data'
import * as frameCss from '../../admin/app/styles/frame'

const AdminApp = lazy(() => import('../../admin/app/AdminApp'))

/** The server renders 'Carregando...'; the browser then loads the admin app in its place. */
export default function Page() {
  const data = useData<Data>()
  const serverFallback = (
    <>
      <Loading />
      <noscript>
        <p className={frameCss.loading}>O painel do blog precisa do JavaScript ativado no navegador.</p>
      </noscript>
    </>
  )
  return (
    <ClientOnly fallback={serverFallback}>
      <Suspense fallback={<Loading />}>
        <AdminApp data={data} />
      </Suspense>
    </ClientOnly>
  )
}
