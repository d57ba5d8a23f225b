# Excusely: multi-stage build on the current Node LTS, run as a non-root user under tini.
# BASE_IMAGE: any Debian bookworm image with Node at /usr/local/bin and a user `node` (uid 1000);
# `npm run test:container` passes a locally made one where no image registry is reachable.
# NODE_VERSION is the one in .node-version (a test checks that they agree).
ARG NODE_VERSION=24.22.3
ARG BASE_IMAGE=node:${NODE_VERSION}-bookworm-slim

FROM ${BASE_IMAGE} AS build
# tini is fetched here, where the build needs the network anyway (npm ci), and copied into the
# runtime stage, which then needs no package mirror, no apt lists and no network.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# npm keeps type declarations that runtime packages name as optional peers (@types/react for Radix
# and sonner, and its csstype) even with --omit=dev: nothing loads them at run time.
RUN npm run build \
  && npm prune --omit=dev \
  && rm -rf node_modules/@types node_modules/csstype

FROM ${BASE_IMAGE} AS runtime
COPY --from=build /usr/bin/tini /usr/bin/tini
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# Owned by root and only readable by `node`: the server writes nothing to disk, and the process it
# runs cannot rewrite its own code.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# The server renders and compresses every page before it listens (several seconds, more on a busy
# machine): failures in the first 30 s do not count. A probe is mostly Node starting up, which took
# up to 3 s on a busy two-core machine: it gets 10 s.
HEALTHCHECK --interval=15s --timeout=10s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node directly (npm would swallow SIGTERM); tini forwards signals and reaps children.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/server.js"]
