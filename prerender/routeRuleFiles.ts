// Where the job publishes the server-provided redirect rules (/api/route-rules) beside the output, for the
// edge: `route-rules.json` for the origin, and the entries of nginx's two maps (the target; the 302s' status),
// which the generated nginx.conf includes. Outside every domain's folder, so no reader can fetch them.
import { join } from 'node:path';

export const ROUTE_RULES_JSON = 'route-rules.json';
export const ROUTE_RULES_MAP = 'route-rules.map';
export const ROUTE_RULES_302_MAP = 'route-rules-302.map';

export const routeRuleFiles = (outDir: string) => ({
  json: join(outDir, ROUTE_RULES_JSON),
  map: join(outDir, ROUTE_RULES_MAP),
  map302: join(outDir, ROUTE_RULES_302_MAP),
});
