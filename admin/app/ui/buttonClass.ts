import { cx } from '@linaria/core'
import { button } from '../../../engine/ui/styles'
import { danger, quiet, small } from '../styles/forms'

const variantClasses = { small, quiet, danger }

/** The site's pill button (already in the site's stylesheet), made smaller, quieter or red for the admin. */
export function buttonClass(...variants: (keyof typeof variantClasses)[]): string {
  return cx(button, ...variants.map((variant) => variantClasses[variant]))
}
