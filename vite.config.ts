import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api, '/auth': api } },
  // The manifest lets scripts/size-budget.mjs weigh exactly what each page downloads.
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
