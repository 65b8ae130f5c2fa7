import { ADMIN_PATH } from '../../engine/routes/sitePaths'
/** /admin and every path below it; the admin app picks the screen. */
export default function route({ urlPathname }: { urlPathname: string }): boolean {
  return urlPathname === ADMIN_PATH || urlPathname.startsWith(`${ADMIN_PATH}/`)
}
