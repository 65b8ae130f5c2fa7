import { cx } from '@linaria/core'
import type { Action } from '../../schemas/common'
import { useSiteContent } from '../site/context'
import { chatUrl, telUrl } from '../site/links'
import { Icon, WhatsAppIcon } from './icons'
import { actionRow, button, buttonVariants as variants } from './styles'

/** Renders a content action as a link: WhatsApp chat in a new tab, a phone call or a page link. */
export function ActionLink({ action, variant = 'primary' }: { action: Action; variant?: keyof typeof variants }) {
  const { site } = useSiteContent()
  switch (action.kind) {
    case 'chat':
      return (
        <a className={cx(button, variants.chat)} href={chatUrl(site, action.message)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          {action.label}
        </a>
      )
    case 'phone':
      return (
        <a className={cx(button, variants[variant])} href={telUrl(site)}>
          <Icon name="phone" size={20} />
          {action.label}
        </a>
      )
    case 'link':
      return (
        <a className={cx(button, variants[variant])} href={action.href}>
          {action.label}
        </a>
      )
  }
}

/** A row of actions; the first is primary, the rest secondary. */
export function Actions({ actions, className }: { actions: readonly Action[]; className?: string }) {
  if (actions.length === 0) return null
  return (
    <div className={cx(actionRow, className)}>
      {actions.map((action, index) => (
        <ActionLink key={`${action.kind}-${action.label}`} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  )
}
