import type { Site } from '../../schemas/site'
import { documentKind } from '../site/document'

/** schema.org HomeAndConstructionBusiness for the home, contact and neighbourhood pages; a price range only if the owner gives one. */
export function businessJsonLd(site: Site, options: { image: string; areaServed: readonly string[] }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.siteUrl}/#empresa`,
    name: site.brand,
    description: site.description,
    url: `${site.siteUrl}/`,
    telephone: `+${site.phone}`,
    image: options.image,
    founder: { '@type': 'Person', name: site.ownerName },
    email: site.email,
    ...(documentKind(site.controller.document) === 'CNPJ' ? { taxID: site.controller.document } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.controller.address,
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: 'BR',
    },
    areaServed: [site.city, ...options.areaServed].map((name) => ({ '@type': 'Place', name })),
    openingHours: site.openingHours.schema,
    ...(site.priceRange ? { priceRange: site.priceRange } : {}),
  }
}
