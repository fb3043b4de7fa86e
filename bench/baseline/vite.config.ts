// The bench baseline's own build (npm run bench:ui builds it): plain Vite + React defaults, no manual chunks, so it
// is what a one-screen react-admin app weighs out of the box.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 5000 },
});
