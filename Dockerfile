# One image for the web process (site + admin + API on one origin) and the jobs worker.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.ts
EXPOSE 3000
# Migrations run on start (committed, so every instance reaches the same schema), then the web server.
CMD ["sh", "-c", "node --import tsx server/prepare.ts && exec node server/web.ts"]
