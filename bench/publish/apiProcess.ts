// The content API in a process of its own, for the publish bench's fresh starts: deployed, the prerender job's
// process does not also answer the content API (compose.yaml runs them apart). Prints `listening <url>`.
import { startContentServer } from '../../services/server';

const server = await startContentServer({
  livescoreApiUrl: process.env.LIVESCORE_API_URL!,
  dbPath: process.env.CONTENT_DB!,
  mediaDir: process.env.MEDIA_DIR!,
  port: 0,
  log: () => {},
});
console.log(`listening ${server.url}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
