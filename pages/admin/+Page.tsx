import { lazy, Suspense } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import { Loading } from './app/Loading'

const AdminApp = lazy(() => import('./app/AdminApp'))

/** The server renders 'Carregando...'; the browser then loads the admin app in its place. */
export default function Page() {
  const serverFallback = (
    <>
      <Loading />
      <noscript>
        <p className="adm-loading">O painel do blog precisa do JavaScript ativado no navegador.</p>
      </noscript>
    </>
  )
  return (
    <ClientOnly fallback={serverFallback}>
      <Suspense fallback={<Loading />}>
        <AdminApp />
      </Suspense>
    </ClientOnly>
  )
}
