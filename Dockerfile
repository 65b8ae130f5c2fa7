# The site's deploy unit: the production build on Node 24, nothing else. Any host that runs a container takes it.
#   docker build --build-arg SITE_URL=https://www.example.com.br -t cortinas .
#   docker run --read-only -p 3000:3000 -e SUPABASE_URL=… -e SUPABASE_ANON_KEY=… -e SUPABASE_SERVICE_ROLE_KEY=… cortinas
# BASE is any Debian-based Node 24 image (sharp needs glibc); the container test makes one under this name.
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The workspaces' manifests too, or `npm ci` refuses the lock file: the release step's runner and the local stack.
COPY supabase/migrate/package.json ./supabase/migrate/
COPY stack/package.json ./stack/
# All of it: the build's tools are devDependencies, and sharp's and Rolldown's native parts are optional ones.
RUN npm ci --no-audit --no-fund
COPY . .
# The live version the admin shows (the commit's date and subject; the build context holds no .git).
ARG SITE_URL SITE_COMMIT_DATE SITE_COMMIT_MESSAGE
RUN SITE_URL="${SITE_URL}" SITE_COMMIT_DATE="${SITE_COMMIT_DATE}" SITE_COMMIT_MESSAGE="${SITE_COMMIT_MESSAGE}" npm run build
# The final image keeps the site's runtime dependencies only: no build tools, and without the workspaces none of
# the local stack's (its PostgreSQL and PostgREST binaries among them), which only development and the tests run.
RUN npm pkg delete workspaces && npm prune --omit=dev --no-audit --no-fund

FROM ${BASE}
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Owned by root and read-only to the server: it writes nothing (the container may run with --read-only).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The release step, run from this image before it takes traffic: `npm run migracoes:aplicar` (plain Node, pg).
COPY --from=build /app/scripts/migrate.ts ./scripts/migrate.ts
COPY --from=build /app/supabase/migrate ./supabase/migrate
COPY --from=build /app/supabase/migrations ./supabase/migrations
USER node
EXPOSE 3000
# Node itself is PID 1: the server stops on SIGTERM (server/lifecycle.ts).
CMD ["node", "dist/server/index.mjs"]
