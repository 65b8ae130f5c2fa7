import { lazy, Suspense } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import { useData } from 'vike-react/useData'
import { Loading } from '../../admin/app/Loading'
import type { Data } from './+data'
import * as frameCss from '../../admin/app/styles/frame'
// The site's tokens and element defaults: the build puts them in the admin's sheet, and `npm run dev` links them from
// here. Imported by the head instead, the first preview of the admin reloaded with two copies of its modules, blank.
import '../../renderer/globalStyles'

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
