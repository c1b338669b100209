import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { serviceWorker } from './sw/plugin.ts';
import { electionMaps } from './maps/plugin.ts';
import { consentManager } from './consent/plugin.ts';

export default defineConfig({
  plugins: [react(), vike(), serviceWorker(), electionMaps(), consentManager()],
  build: {
    target: 'es2022',
    // No preload lists in the chunks (D-290): a page's CSS is inlined whole (renderer/inlineCss.ts, D-285), so an
    // island's dynamic import fetching stylesheets again only cost bytes, and the lists weighed on every registry.
    modulePreload: false,
    // A constant string another module exports (the data-* names, D-328) is written where it is used: the name
    // costs its letters once there, not a chunk and a property read.
    rolldownOptions: { optimization: { inlineConst: true } },
  },
});
