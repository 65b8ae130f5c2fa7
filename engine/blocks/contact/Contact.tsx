import { css } from '@linaria/core'
import { useSiteContent } from '../../site/context'
import { documentKind } from '../../site/document'
import { displayPhone, telUrl } from '../../site/links'
import { ActionLink } from '../../ui/ActionLink'
import { container, labelText, section, sectionHeading } from '../../ui/styles'
import type { BlockOf } from '../schema'

/**
 * Phone number, WhatsApp button, hours, the area served, e-mail and who sells (Decreto 7.962/2013, art. 2º), with the
 * labels' note on the address when it receives no clients.
 */
export function Contact({ heading, text, serviceStatement, chatLabel, chatMessage }: BlockOf<'contact'>) {
  const { site, labels } = useSiteContent()
  const { controller } = site
  return (
    <section className={section}>
      <div className={`${container} ${grid}`}>
        <div>
          <h2 className={sectionHeading}>{heading}</h2>
          <p className={lead}>{text}</p>
          <ActionLink action={{ kind: 'chat', label: chatLabel, message: chatMessage }} />
        </div>
        <dl className={details}>
          <div>
            <dt>{labels.contact.phone}</dt>
            <dd>
              <a href={telUrl(site)}>{displayPhone(site)}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.contact.hours}</dt>
            <dd>{site.openingHours.label}</dd>
          </div>
          {serviceStatement && (
            <div>
              <dt>{labels.contact.area}</dt>
              <dd>{serviceStatement}</dd>
            </div>
          )}
          <div>
            <dt>{labels.contact.email}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.contact.business}</dt>
            <dd className={business}>
              {controller.legalName}
              <br />
              {documentKind(controller.document)}
              {'\u00a0'}
              {controller.document}
              <br />
              {controller.address}
              {labels.contact.addressNote && (
                <>
                  <br />
                  {labels.contact.addressNote}
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}

// Columns may shrink below their longest word (an e-mail address in the text), which then wraps instead of
// widening the page.
const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 3rem;
  @media (min-width: 56rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const lead = css`
  color: var(--color-muted);
  font-size: var(--text-lg);
  margin: 0 0 2rem;
`

const details = css`
  margin: 0;
  display: grid;
  gap: 1.75rem;
  dt {
    ${labelText}
  }
  dd {
    margin: 0.35rem 0 0;
    font-family: var(--font-display);
    font-size: var(--display-md);
    overflow-wrap: anywhere;
  }
  a {
    color: var(--color-ink);
  }
`

const business = css`
  && {
    font-family: var(--font-body);
    font-size: var(--text-lg);
    line-height: 1.6;
  }
`
