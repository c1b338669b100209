// A container's healthcheck (compose.yaml): exits 0 when the URL answers 2xx within 5 s (the image has no
// curl). Usage: node deploy/healthcheck.mjs http://127.0.0.1:3000/favicon.svg
const url = process.argv[2];
if (!url) {
  console.error('usage: node deploy/healthcheck.mjs <url>');
  process.exit(2);
}
try {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
