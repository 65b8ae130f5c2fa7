/** One step of the breadcrumb trail. */
export type Crumb = { name: string; path: string; isLast: boolean }

/** What the breadcrumb needs to know about the site. */
type BreadcrumbOptions = {
  /** Label of the first step. */
  homeLabel: string
  /** Fixed labels for known paths. */
  labels: Readonly<Record<string, string>>
  /** Brand, removed from the end of page titles. */
  brand: string
}

/** 'X | Brand' → 'X'. */
export function stripBrandSuffix(title: string, brand: string): string {
  const suffix = new RegExp(`\\s*[|–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
  return title.replace(suffix, '').trim()
}

/** 'vila-nova' → 'Vila Nova'. */
export function titleCaseSegment(segment: string): string {
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1))
    .join(' ')
}

/** Home plus one step per path segment; null on the home page, where the breadcrumb is hidden. */
export function buildBreadcrumb(path: string, pageTitle: string | undefined, options: BreadcrumbOptions): Crumb[] | null {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return null
  const steps = segments.map((segment, index) => {
    const stepPath = `/${segments.slice(0, index + 1).join('/')}`
    const isLast = index === segments.length - 1
    const fixed = options.labels[stepPath]
    const fromTitle = isLast && pageTitle ? stripBrandSuffix(pageTitle, options.brand) : undefined
    return { name: fixed ?? (fromTitle || titleCaseSegment(segment)), path: stepPath, isLast }
  })
  return [{ name: options.homeLabel, path: '/', isLast: false }, ...steps]
}

/** schema.org BreadcrumbList; every URL but the last ends in a slash, as the spec says. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.isLast ? `${siteUrl}${crumb.path}` : `${siteUrl}${crumb.path === '/' ? '/' : `${crumb.path}/`}`,
    })),
  }
}
