import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { serviceWorker } from './sw/plugin.ts';
import { electionMaps } from './maps/plugin.ts';

export default defineConfig({
  plugins: [react(), vike(), serviceWorker(), electionMaps()],
  build: { target: 'es2022' },
});
