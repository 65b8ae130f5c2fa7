import { css } from '@linaria/core'
import { useSiteContent } from '../../site/context'
import { container, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'
import { orderTerms, orderTermsAnchor } from './terms'

/** How an order works: the quote, the owner's terms, the legal guarantee and the right to withdraw, labels in bold. */
export function OrderTerms({ heading }: BlockOf<'orderTerms'>) {
  const { site } = useSiteContent()
  return (
    <section className={section}>
      <div className={container}>
        <h2 id={orderTermsAnchor} className={sectionHeading}>
          {heading}
        </h2>
        {orderTerms(site).map(({ label, text }) => (
          <p key={label ?? text} className={paragraph}>
            {label && <strong>{label}:</strong>} {text}
          </p>
        ))}
      </div>
    </section>
  )
}

const paragraph = css`
  max-width: 46rem;
  font-size: var(--text-lg);
  color: var(--color-muted);
  margin: 0 0 1.1rem;
  strong {
    color: var(--color-ink);
  }
`
