/** /admin and every path below it; the admin app picks the screen. */
export default function route({ urlPathname }: { urlPathname: string }): boolean {
  return urlPathname === '/admin' || urlPathname.startsWith('/admin/')
}
