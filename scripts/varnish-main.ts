// `npm run varnish`: Varnish alone, as compose.yaml's varnish service runs it (docs/deploy.md "Varnish in front"):
// the VCL generated from the settings (VARNISH_ORIGINS, VARNISH_PURGE_FROM, CDN_PURGE_TOKEN) into VARNISH_DIR, varnishd in the
// foreground on LISTEN_HOST:VARNISH_PORT. SIGTERM stops it (scripts/supervise.ts).
import { loadSettings } from '../config/settings';
import { commandLine } from '../config/commandLine';
import { VARNISHD } from '../prerender/varnish';
import { supervise } from './supervise';
import { varnishdArgs } from './varnish';

commandLine({
  usage: `Usage: npm run varnish
Varnish on the generated VCL in front of VARNISH_ORIGINS, on LISTEN_HOST:VARNISH_PORT (README "setting (env)").`,
  help: 'npm run varnish -- --help',
});
const s = loadSettings(['LISTEN_HOST', 'VARNISH_PORT', 'VARNISH_ORIGINS', 'VARNISH_PURGE_FROM', 'VARNISH_DIR', 'CDN_PURGE_TOKEN']);
const sup = supervise();
sup.run(
  'varnishd',
  VARNISHD,
  varnishdArgs({
    dir: s.VARNISH_DIR,
    listen: `${s.LISTEN_HOST}:${s.VARNISH_PORT}`,
    origins: s.VARNISH_ORIGINS,
    purgeFrom: s.VARNISH_PURGE_FROM,
    purgeToken: s.CDN_PURGE_TOKEN,
  }),
);
