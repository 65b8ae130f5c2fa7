# The site's deploy unit: the production build on Node 24, nothing else. Any host that runs a container takes it.
#   docker build --build-arg SITE_URL=https://www.example.com.br -t cortinas .
#   docker run --read-only -p 3000:3000 -e SUPABASE_URL=… -e SUPABASE_ANON_KEY=… -e SUPABASE_SERVICE_ROLE_KEY=… cortinas
# BASE is any Debian-based Node 24 image (sharp needs glibc); the container test makes one under this name.
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# All of it: the build's tools are devDependencies, and sharp's and Rolldown's native parts are optional ones.
RUN npm ci --no-audit --no-fund
COPY . .
# The live version the admin shows (the commit's date and subject; the build context holds no .git).
ARG SITE_URL SITE_COMMIT_DATE SITE_COMMIT_MESSAGE
RUN SITE_URL="${SITE_URL}" SITE_COMMIT_DATE="${SITE_COMMIT_DATE}" SITE_COMMIT_MESSAGE="${SITE_COMMIT_MESSAGE}" npm run build
# The final image keeps the runtime dependencies only: no build tools, and not the local stack's PostgreSQL and
# PostgREST binaries (the project's own optionalDependencies), which only the local stack runs.
RUN npm prune --omit=dev --no-audit --no-fund \
  && node -e "for (const name of Object.keys(require('./package.json').optionalDependencies ?? {})) require('node:fs').rmSync('node_modules/' + name, { recursive: true, force: true })"

FROM ${BASE}
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Owned by root and read-only to the server: it writes nothing (the container may run with --read-only).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The release step, run from this image before it takes traffic: `npm run migracoes:aplicar` (plain Node, pg).
COPY --from=build /app/scripts/migrate.ts ./scripts/migrate.ts
COPY --from=build /app/stack/database/migrations.ts /app/stack/database/migrationChecks.ts /app/stack/database/migrationLock.ts \
  /app/stack/database/transactionControl.ts ./stack/database/
COPY --from=build /app/supabase/migrations ./supabase/migrations
USER node
EXPOSE 3000
# Node itself is PID 1: the server stops on SIGTERM (server/lifecycle.ts).
CMD ["node", "dist/server/index.mjs"]
