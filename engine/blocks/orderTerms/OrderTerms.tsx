import { useSiteContent } from '../../site/context'
import { bodyText, container, section, sectionHeading } from '../../ui/styles'
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
          <p key={label ?? text} className={bodyText}>
            {label && <strong>{label}:</strong>} {text}
          </p>
        ))}
      </div>
    </section>
  )
}
