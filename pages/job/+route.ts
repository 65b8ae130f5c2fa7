/** One delivered job, by slug (engine/routes/sitePaths.ts `jobPath`). */
export default '/portfolio/@slug'
