import { useData } from 'vike-react/useData'
import { AdminApp } from '../../admin/app/AdminApp'
import type { Data } from './+data'
import * as frameCss from '../../admin/app/styles/frame'
// The site's tokens and element defaults: the build puts them in the admin's sheet, and `npm run dev` links them from
// here. Imported by the head instead, the first preview of the admin reloaded with two copies of its modules, blank.
import '../../renderer/globalStyles'

/**
 * The admin app, rendered by the server as the browser's first render will be, then hydrated: the sign-in form paints
 * with the HTML, before any script has loaded.
 */
export default function Page() {
  const { location, signedIn, ...data } = useData<Data>()
  return (
    <>
      <AdminApp data={data} location={location} signedIn={signedIn} />
      <noscript>
        <p className={frameCss.loading}>O painel do blog precisa do JavaScript ativado no navegador.</p>
      </noscript>
    </>
  )
}
