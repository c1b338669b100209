#!/bin/sh
# The nginx service of compose.yaml (docs/deploy.md): nginx on the configuration the prerender job writes
# into the shared output volume ($OUT_DIR/nginx.conf, with its pid, logs, temporary files and edge cache in
# $NGINX_DIR). Waits for the job's first full build to write it, runs nginx in the foreground, and reloads
# nginx (SIGHUP) when the job writes a new one (each full build: new script hashes, new redirect rules).
# A configuration nginx refuses is not loaded: nginx -t first, and the running one stays.
set -eu
conf="${OUT_DIR:?OUT_DIR is not set}/nginx.conf"
errlog="${NGINX_DIR:?NGINX_DIR is not set}/error.log"
until [ -s "$conf" ]; do
  echo "nginx: waiting for $conf (written by the prerender job's first full build)"
  sleep 5
done
version() { stat -c '%i %Y' "$conf" 2>/dev/null || echo gone; }
seen=$(version)
# -e: nginx opens its error log before it reads the configuration; not the system's, which it may not write.
nginx -e "$errlog" -c "$conf" -g 'daemon off;' &
pid=$!
trap 'kill -QUIT "$pid" 2>/dev/null; wait "$pid"; exit 0' TERM INT
echo "nginx: serving $conf (pid $pid)"
while kill -0 "$pid" 2>/dev/null; do
  sleep 2 &
  wait $! || true
  now=$(version)
  if [ "$now" != "$seen" ] && [ "$now" != gone ]; then
    seen=$now
    if nginx -t -q -e "$errlog" -c "$conf"; then
      echo "nginx: $conf changed: reloading"
      kill -HUP "$pid"
    else
      echo "nginx: $conf changed but nginx refuses it: still serving the previous one" >&2
    fi
  fi
done
wait "$pid"
