import { css } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { documentKind } from '../../engine/site/document'
import { chatUrl, displayPhone, telUrl } from '../../engine/site/links'
import { orderTermsAnchor, orderTermsLinkLabel } from '../../engine/blocks/orderTerms/terms'
import { WhatsAppIcon } from '../../engine/ui/icons'
import { container } from '../../engine/ui/styles'

/**
 * Brand, tagline, WhatsApp link, site links, the privacy policy, the link to how an order works (Decreto 7.962/2013 art. 5º), who sells (legal name, CNPJ or CPF, address, e-mail
 * and phone, as Decreto 7.962/2013 art. 2º asks on every page) and the copyright line (its words after the brand one text node),
 * which says the images are illustrations while any is.
 */
export function Footer() {
  const { navigation, site, labels, illustrations, routes } = useSiteContent()
  const { frame } = labels
  const orderPage = [...routes.values()].find((page) => page.blocks.some((block) => block.type === 'orderTerms'))
  const year = new Date().getFullYear()
  return (
    <footer className={footer}>
      <div className={`${container} ${grid}`}>
        <div>
          <p className={brand}>{site.brand}</p>
          <p className={tagline}>{site.tagline}</p>
          <a className={chat} href={chatUrl(site)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={20} />
            {frame.footerChat}
          </a>
        </div>
        <nav aria-label={frame.footerLinksLabel}>
          <ul className={links}>
            {navigation.footer.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href={frame.privacyLink.href}>{frame.privacyLink.label}</a>
            </li>
            {orderPage && (
              <li>
                <a href={`${orderPage.path}#${orderTermsAnchor}`}>{orderTermsLinkLabel}</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <address className={`${container} ${identity}`}>
        {site.controller.legalName} · {documentKind(site.controller.document)}
        {'\u00a0'}
        {site.controller.document} · {site.controller.address} · <a href={`mailto:${site.email}`}>{site.email}</a> ·{' '}
        <a href={telUrl(site)}>{displayPhone(site)}</a>
      </address>
      <p className={`${container} ${copyright}`}>
        © {year} {site.brand}
        {`. ${frame.rights}${frame.illustrationsNote && illustrations.size > 0 ? ` ${frame.illustrationsNote}` : ''}`}
      </p>
    </footer>
  )
}

const footer = css`
  background: #231f1b;
  color: #d9cdbd;
  --focus-ring: #f6efe5;
  padding-block: 4rem 6rem;
  a {
    color: #f6efe5;
  }
`

const grid = css`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 50rem) {
    grid-template-columns: 3fr 2fr;
  }
`

const brand = css`
  font-family: var(--font-display);
  font-size: var(--display-md);
  color: #f6efe5;
  margin: 0;
`

const tagline = css`
  margin: 0.5rem 0 1.5rem;
  max-width: 28rem;
`

const chat = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
`

const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.25rem 1.5rem;
  a {
    display: inline-block;
    padding-block: 0.55rem;
  }
`

const identity = css`
  margin-top: 3rem;
  font-style: normal;
  font-size: var(--text-sm);
  line-height: 1.7;
  a {
    display: inline-block;
    padding-block: 0.55rem;
  }
`

const copyright = css`
  margin-top: 1rem;
  padding-top: 1.5rem;
  border-top: 1px solid #3d3630;
  font-size: var(--text-sm);
  color: #b8ab9b;
`
