// `npm start`: every service of the site on the embedded defaults. For now that is the content API
// (seeded on first run); the prerender job and the origin join it as they land.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', 'content/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
