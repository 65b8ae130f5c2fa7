import { button } from '../../ui/styles'

type Variant = 'small' | 'quiet' | 'danger'

/** The site's pill button (already in the site's stylesheet), made smaller, quieter or red for the admin. */
export function buttonClass(...variants: Variant[]): string {
  return [button, ...variants.map((variant) => `adm-${variant}`)].join(' ')
}
