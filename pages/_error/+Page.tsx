import { usePageContext } from 'vike-react/usePageContext'
import { ErrorScreen } from '../../renderer/ErrorScreen'
import { Frame } from '../../renderer/frame/Frame'

export default function Page() {
  const { is404, abortStatusCode, abortReason, urlPathname } = usePageContext()
  return (
    <Frame path={urlPathname} breadcrumb={null}>
      <ErrorScreen notFound={Boolean(is404)} status={abortStatusCode ?? 500} reason={typeof abortReason === 'string' ? abortReason : undefined} />
    </Frame>
  )
}
