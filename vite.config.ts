import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  envDir: '..',
  plugins: [react(), UnoCSS()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
  },
  server: {
    // `npm run dev`: the SPA with hot reload, the API from wrangler dev.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
