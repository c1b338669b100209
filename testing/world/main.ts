// `node --import tsx testing/world/main.ts <template> <dir> [distDir]`: one test world in its own process
// (testing/world/world.ts). When every service listens it prints one line, `WORLD <json>` (its WorldEnv),
// and runs until SIGTERM or SIGINT, when it stops them and removes `dir`. It also stops when its parent's
// pipe closes, so a world never outlives the test process that started it.
import { buildFolderOf } from './build';
import { startWorld } from './world';

const [template, dir, distDir = buildFolderOf(process.env, process.cwd())] = process.argv.slice(2);
if (!template || !dir) {
  console.error('usage: testing/world/main.ts <template> <dir> [distDir]');
  process.exit(2);
}
const world = await startWorld({ template, dir, distDir });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await world.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
console.log(`WORLD ${JSON.stringify(world.env)}`);
