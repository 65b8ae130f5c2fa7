import { useData } from 'vike-react/useData'
import { adminFontCss } from '../../renderer/fonts'
import type { Data } from './+data'

/** The admin's head: never indexed; its styles come from its own linked sheet (build/inlineStylesheet.ts). */
export default function Head() {
  const { brand } = useData<Data>()
  return (
    <>
      <title>{`Painel do blog | ${brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="theme-color" content="#fbf8f3" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style dangerouslySetInnerHTML={{ __html: adminFontCss }} />
    </>
  )
}
