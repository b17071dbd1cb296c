# One image for the web process (site + admin + API on one origin) and the jobs worker.
FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The lock file lists every platform's optional binaries, so `npm ci` installs exactly it on any host. The
# install and the build below are what `node scripts/test.ts image` runs in a clean clone where there is no Docker.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN mkdir -p /app/.data/media /app/cms/.next/cache && chown -R node:node /app/.data /app/cms/.next/cache
# The processes run as the image's unprivileged `node` user: the code is root's and read-only to them, only the
# uploads folder (a volume in docker-compose.yml) and Next's cache are theirs.
USER node
EXPOSE 3000
# The web node's readiness (docker-compose.yml's `web`, and the `proxy` waits for it); the runner's service overrides
# it with its own /healthz. PORT when a platform sets one.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=10 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"]
# The production start, as `npm start` with DATABASE_URL: migrations (committed, so every instance reaches the same
# schema; under a lock, so containers starting together migrate once) and the site content, never the demo records;
# a database holding demo accounts or tokens stops the container here (exit code 2, the reason in its log). Then
# the web server. The first admin: `npm run create-admin`.
CMD ["sh", "-c", "node --import tsx server/prepare.ts && exec node server/web.ts"]
