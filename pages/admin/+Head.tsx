import { useData } from 'vike-react/useData'
import { fontFaceCss } from '../../renderer/fonts'
import type { Data } from './+data'
import editorCss from '../../engine/admin/app/styles/editor.css?inline'
import formsCss from '../../engine/admin/app/styles/forms.css?inline'
import frameCss from '../../engine/admin/app/styles/frame.css?inline'
import historyCss from '../../engine/admin/app/styles/history.css?inline'
import screensCss from '../../engine/admin/app/styles/screens.css?inline'

/** The admin's head: never indexed; its styles inline, since the site's single stylesheet must not grow. */
export default function Head() {
  const { brand } = useData<Data>()
  return (
    <>
      <title>{`Painel do blog | ${brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="theme-color" content="#fbf8f3" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style dangerouslySetInnerHTML={{ __html: [fontFaceCss, frameCss, formsCss, screensCss, editorCss, historyCss].join('') }} />
    </>
  )
}
