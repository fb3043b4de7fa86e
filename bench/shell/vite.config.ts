// The shell app's own build (npm run bench:ui builds it), with the baseline's settings: plain Vite + React defaults.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 5000 },
});
