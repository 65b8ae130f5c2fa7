import { BLOG_PATH } from '../engine/routes/sitePaths'
import { stripBrandSuffix } from '../engine/seo/breadcrumb'
import type { SiteContent } from '../engine/content/loadSite'

/**
 * What the owner calls each page of the site, by path: a neighbourhood page by its neighbourhood's name, the home
 * page by the menu's word for it, the others by their breadcrumb label or their title without the brand. Posts
 * are named by the admin from their titles.
 */
export function pageNames({ routes, neighbourhoods, navigation, site }: SiteContent): Record<string, string> {
  const names: Record<string, string> = { [BLOG_PATH]: navigation.breadcrumbLabels[BLOG_PATH] ?? 'Blog' }
  for (const [path, page] of routes) names[path] = navigation.breadcrumbLabels[path] ?? stripBrandSuffix(page.title, site.brand)
  names['/'] = navigation.homeLabel
  for (const n of neighbourhoods) names[n.path] = n.name
  return names
}
