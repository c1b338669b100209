# syntax=docker/dockerfile:1
# The reader platform's images (docs/deploy.md, compose.yaml): `app` runs every Node process of the site
# (content API, prerender job, origin, render server, preview), one per container; `nginx` adds Debian's
# nginx to it for the configuration the prerender job generates; `varnish` adds Varnish, the CDN in front.

# --- build: every dependency (tsx, vike and vite run the servers too, so none is dropped), then the
# production build of the pages (dist/client, dist/server).
FROM node:20-bookworm-slim AS build
# npm 11 as the project uses (package.json allowScripts: only the listed packages run install scripts);
# python3, make and g++ for better-sqlite3 where its prebuilt binary cannot be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g npm@11
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
# The sources (.dockerignore keeps the host's node_modules, dist and data out).
COPY . .
RUN npx vike build

# --- app: the sources, node_modules and the build; the data and the output are volumes (/srv/data, /srv/out).
FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
RUN mkdir -p /srv/data /srv/out && chown node:node /srv/data /srv/out
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000 3001 3002 3100
# compose.yaml gives each service its own command (npm run content, origin, render-server, preview, prerender:cron).
CMD ["npm", "run", "origin"]

# --- nginx: the app image plus Debian's nginx-light and its brotli modules (what the tests run,
# scripts/systemDeps.ts), started by deploy/nginx.sh on $OUT_DIR/nginx.conf; unprivileged, on NGINX_PORT (8080).
FROM app AS nginx
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter \
 && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 8080
CMD ["sh", "deploy/nginx.sh"]

# --- varnish: the app image plus Debian's Varnish and varnish-modules (the xkey vmod the VCL imports; what the tests
# run, scripts/systemDeps.ts), started by `npm run varnish` on the VCL prerender/varnish.ts generates; unprivileged
# (-j none), its working folder in /srv/varnish, on VARNISH_PORT (6081).
FROM app AS varnish
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends varnish varnish-modules \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /srv/varnish && chown node:node /srv/varnish
USER node
EXPOSE 6081
CMD ["npm", "run", "varnish"]
