import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { ADMIN_ENDPOINTS_BASE, adminEndpoints } from '../admin/server/endpoints'
import { noFirstRender, readFirstRender } from '../admin/server/firstRender'
import { ADMIN_UPSTREAM_TIMEOUT_MS } from '../admin/server/verifyAdmin'
import { upstreamBreaker } from '../blog/data/breaker'
import { createPostsClient } from '../blog/data/client'
import { createFreshness, readBlogState } from '../blog/data/freshness'
import { createJobsReader } from '../blog/data/jobs'
import { BlogReadError, createBlogReader, failingReader } from '../blog/data/posts'
import { MEDIA_PATH } from '../blog/images/variants'
import { createPostSanitizer } from '../blog/sanitize'
import { JOB_PHOTOS_PATH } from '../engine/jobs/photos'
import { siteRoute } from '../engine/routes/siteRoute'
import { ADMIN_PATH } from '../engine/routes/sitePaths'
import { lazy } from '../engine/site/lazy'
import { zonedTime } from '../engine/text/timeZone'
import type { SiteContent } from '../engine/content/loadSite'
import { bootstrapHash } from '../renderer/bootstrap'
import { CONTACT_TAPS_PATH } from '../renderer/frame/contactTaps'
import { accessLog } from './accessLog/line'
import { accessLogPurger, scheduleAccessLogPurge } from './accessLog/purge'
import { createAccessLogRecorder } from './accessLog/recorder'
import { storageAccessLogs } from './accessLog/storage'
import { blogPagesMiddleware, createBlogPages } from './blogPageCache'
import { serverSettings } from './env'
import { clientFolder } from './http/buildFolder'
import { cacheHeaders } from './http/cacheHeaders'
import { readOnlyMethods } from './http/methods'
import { normalPaths } from './http/normalPaths'
import { shortPaths } from './http/shortPaths'
import { relativeRedirects } from './http/redirects'
import { isHttps, securityHeaders } from './http/security'
import { loadStaticFiles, staticFiles } from './http/staticFiles'
import { createImageEndpoint } from './images/endpoint'
import { storageJobPhotos } from './images/jobPhotoStore'
import { jobPhotoSweeper } from './images/jobPhotoSweep'
import { jobPhotoUploader } from './images/jobPhotoUpload'
import { storageShelf } from './images/shelf'
import { imageWarmer } from './images/warm'
import { jobPurger, scheduleJobPurge, type PurgeSchedule } from './jobs/purge'
import { jobPages } from './jobs/pages'
import { jobPhotos } from './jobs/photos'
import { isKnownPage } from './knownPages'
import { perGeneration } from './perGeneration'
import { createLifecycle, type ClosableServer } from './lifecycle'
import { createRender } from './render'
import { requestRoutes } from './requestRoutes'
import { adminPages } from './adminPages'
import { contactTapsEndpoint } from './taps/endpoint'
import { contactTapsStore, createTapRecorder } from './taps/recorder'
import { siteSheet } from 'virtual:site-sheet'

/** At shutdown the access log's last files get this long, beside the taps' 2 s flush (lifecycle.ts keeps both under 10 s). */
const ACCESS_LOG_CLOSE_MS = 2000

/** What the server is started with besides its environment. */
export type ServerOptions = {
  /** The business's site, parsed on first use (Vike also loads the server file at build time). */
  content: () => SiteContent
  /**
   * Whether this server serves a production build: its files and 404 page from memory, blog pages kept in memory.
   * Off in development, where Vite serves the files and an edited page or component must show on the next reload.
   */
  servesBuild: boolean
  /** When the purge of jobs deleted 30 days ago runs (server/jobs/purge.ts); tests shorten it. */
  jobsPurge?: PurgeSchedule
}

/**
 * The composition root of the production server: parses the environment once and builds every collaborator
 * here (the blog's Supabase client with its timeout and circuit breaker, the admin's apart from it, the reader, the blog's freshness check, the
 * page cache, the image endpoint, the contact taps' counter), handing each down. Nothing is shared through
 * module state, so two servers with two configurations can run in one process.
 */
export function createServer(env: Record<string, string | undefined>, { content, servesBuild, jobsPurge }: ServerOptions) {
  const settings = serverSettings(env)
  const supabase = settings.supabase
  const breaker = upstreamBreaker()
  const client = supabase && createPostsClient({ url: supabase.url, anonKey: supabase.anonKey, breaker })
  // The admin's calls carry tokens from requests (a cookie, a header): anyone can make them fail, so they go
  // through a client of their own, outside the blog's breaker, or forged sessions would open it for every visitor.
  const adminClient = supabase && createPostsClient({ url: supabase.url, anonKey: supabase.anonKey, timeoutMs: ADMIN_UPSTREAM_TIMEOUT_MS })
  const reader = client
    ? createBlogReader({ client, breaker })
    : failingReader(new BlogReadError('blog settings: SUPABASE_URL and SUPABASE_ANON_KEY are not set'))
  const freshness = createFreshness({ read: () => (client ? readBlogState(client) : Promise.reject(new Error('blog settings missing'))) })
  // Delivered jobs are read once per generation of the same stamp as the blog's (it covers them), the last read
  // standing in while the database is away (docs/decisions/delivered-jobs.md).
  const readJobs = client ? createJobsReader({ client, breaker }) : () => Promise.reject(new Error('jobs settings missing'))
  const jobs = {
    current: perGeneration({ read: readJobs, generation: freshness.current, what: 'the published jobs' }),
    photoBase: supabase ? JOB_PHOTOS_PATH : null,
  }
  const knownJobs = async () => {
    const known = await jobs.current()
    return known && new Set(known.value.map((job) => job.slug))
  }
  // The site is parsed on first use, so its sanitiser is made then too.
  const sanitizer = lazy(() => createPostSanitizer(content().site.siteUrl))
  const sanitize = (html: string) => sanitizer()(html)
  const buildFiles = staticFiles(() => loadStaticFiles(clientFolder))
  const routeOf = requestRoutes(() => content().routes)
  const render = createRender(content, {
    blog: { reader, supabaseUrl: supabase?.url, sanitize },
    jobs,
    supabase,
    siteRepository: settings.siteRepository,
    routeOf,
    // In development (no page cache either) the not-found page renders from source, never from an older build.
    notFound: servesBuild ? buildFiles.notFound : () => Promise.resolve(null),
  })
  const blogPages = createBlogPages({
    render,
    routeOf,
    freshness,
    index: reader.index,
    knownJobs,
    notFound: buildFiles.notFound,
    ttlMs: servesBuild ? settings.blogCacheTtlMs : 0,
  })
  const images = createImageEndpoint({ supabaseUrl: supabase?.url, shelf: settings.contactTaps && storageShelf(settings.contactTaps) })
  const warmImages = imageWarmer(images, reader)
  const businessTime = lazy(() => zonedTime(content().site.timeZone))
  const taps = createTapRecorder({
    store: settings.contactTaps && contactTapsStore(settings.contactTaps),
    day: (moment) => businessTime().day(moment),
    flushMs: settings.contactTapsFlushMs,
  })

  const lifecycle = createLifecycle()
  // The Marco Civil's access log (docs/access-logs.md): kept only where the service key can write it.
  const accessLogStore = settings.contactTaps && storageAccessLogs(settings.contactTaps)
  const accessLogs = accessLogStore && createAccessLogRecorder({ store: accessLogStore, machine: settings.machine })

  // One pipeline, outermost first: what every answer passes through, then the answers kept in memory (files, blog
  // pages), then the app's routes. compress() is innermost, so it never touches what is served precompressed.
  const app = new Hono()
  app.use(
    ...(accessLogs ? [accessLog({ write: accessLogs.write, addressSource: settings.addressSource })] : []),
    securityHeaders({ supabaseUrl: supabase?.url, scriptHashes: [bootstrapHash] }),
    lifecycle.health,
    relativeRedirects,
    readOnlyMethods([ADMIN_ENDPOINTS_BASE, CONTACT_TAPS_PATH]),
    cacheHeaders,
    ...(servesBuild
      ? [jobPages({ content, jobs: jobs.current, photoBase: jobs.photoBase, builtPage: buildFiles.page, sheet: siteSheet }), buildFiles]
      : []),
    normalPaths,
    shortPaths(() => ({ '/privacidade': content().labels.frame.privacyLink.href })),
    ...(servesBuild ? [blogPagesMiddleware(blogPages)] : []),
    compress(),
  )
  const saveJobPhoto = settings.contactTaps && jobPhotoUploader(storageJobPhotos(settings.contactTaps))
  const sweepJobPhotos = settings.contactTaps && jobPhotoSweeper(settings.contactTaps)
  const purgeJobs = settings.contactTaps && sweepJobPhotos && jobPurger({ ...settings.contactTaps, sweep: sweepJobPhotos })
  app.route(
    ADMIN_ENDPOINTS_BASE,
    adminEndpoints({ supabase: adminClient, clearCache: freshness.bump, warmImages, sanitize, saveJobPhoto, sweepJobPhotos }),
  )
  app.get(MEDIA_PATH, (c) => images(c.req.raw))
  const photos = jobPhotos({ supabaseUrl: supabase?.url })
  app.get(`${JOB_PHOTOS_PATH}*`, (c) => photos(c.req.raw))
  app.route(
    CONTACT_TAPS_PATH,
    contactTapsEndpoint({
      recorder: taps,
      addressSource: settings.addressSource,
      isKnownPage: (path) => isKnownPage(siteRoute(path, content().routes), blogPages.knownPosts, knownJobs),
    }),
  )
  const firstRender = (request: Request) =>
    adminClient && supabase
      ? readFirstRender(request, { client: adminClient, ...supabase, secure: isHttps(request) })
      : Promise.resolve(noFirstRender)
  app.route(ADMIN_PATH, adminPages(render, firstRender))
  app.all('*', async (c) => (await render(c.req.raw)).response)

  return {
    /** srvx's fetch: the whole pipeline. */
    fetch: app.fetch,
    // srvx's own static serving reads the disk and compresses on every request; the build's files are served from memory instead.
    static: false,
    /**
     * Not at creation: the build's prerender loads the server file too. Ready (the health path) once the build's
     * files are in memory and the content is parsed; with the service key, deleted jobs are purged from then on.
     * SIGTERM drains the server, stops the purges and adds the pending taps; with the
     * service key, the access log is written from the start, stored hourly and at SIGTERM, and its old files deleted daily.
     */
    onReady: (server: ClosableServer) => {
      lifecycle.readyAfter(Promise.all([buildFiles.preload(), Promise.resolve().then(content)]))
      const purging = purgeJobs && scheduleJobPurge(purgeJobs, jobsPurge)
      const storing = accessLogs?.start()
      const deleting = accessLogStore && scheduleAccessLogPurge(accessLogPurger(accessLogStore))
      lifecycle.stopOnSignal(server, async () => {
        purging?.stop()
        storing?.stop()
        deleting?.stop()
        await Promise.all([taps.flush(), accessLogs?.close(ACCESS_LOG_CLOSE_MS)])
      })
    },
  }
}
