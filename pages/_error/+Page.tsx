import { usePageContext } from 'vike-react/usePageContext'
import { ErrorScreen } from '../../renderer/ErrorScreen'
import { Frame } from '../../renderer/frame/Frame'
import { siteContent } from '../site'

export default function Page() {
  const { is404, abortStatusCode, abortReason, urlPathname } = usePageContext()
  return (
    <Frame content={siteContent()} path={urlPathname} breadcrumb={null}>
      <ErrorScreen
        notFound={Boolean(is404)}
        status={abortStatusCode ?? 500}
        reason={typeof abortReason === 'string' ? abortReason : undefined}
      />
    </Frame>
  )
}
