import { ADMIN_PATH } from '../../engine/routes/sitePaths.ts'
/** Where the site's speculation rules are served; every answer names this file in its Speculation-Rules header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/** The rule set's media type, which browsers require before they act on it. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/**
 * Fetch a page of the site as soon as the visitor shows intent to open it (hovering a link, or pressing on it
 * on a touch screen: 'moderate'), so the next page is ready when the click lands, at no cost in JavaScript.
 * The admin, the media endpoint, feeds, links that open elsewhere and the blog list's own page and retry links
 * (its script fetches those itself, so a prefetch would be a second request) are left alone. Browsers without
 * speculation rules ignore the header.
 */
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [ADMIN_PATH, `${ADMIN_PATH}/*`, '/media/*', '/*.xml', '/*.txt', '/*.json'] } },
          { not: { selector_matches: '[target=_blank], [rel~=nofollow], [download], [data-page-link], [data-retry]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
}
