import { usePageContext } from 'vike-react/usePageContext'
import { ErrorScreen } from '../../renderer/ErrorScreen'

export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext()
  return (
    <ErrorScreen
      notFound={Boolean(is404)}
      status={abortStatusCode ?? 500}
      reason={typeof abortReason === 'string' ? abortReason : undefined}
    />
  )
}
