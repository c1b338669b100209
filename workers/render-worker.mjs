// Worker threads start without the tsx loader the main process has: register it, then load the
// TypeScript render module (workers/render.ts).
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./render.ts');

export default render;
