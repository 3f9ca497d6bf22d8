/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // sockjs-client reads the Node global.
  define: { global: 'globalThis' },
  server: {
    port: 5173,
    strictPort: true,
    // The chat service's realtime half (scripts/chat-broker.mjs) on the page's own origin, as
    // nginx serves it: chatServiceUrl stays '/chat'. The REST calls never get here (MSW).
    proxy: {
      '/chat': {
        target: `http://127.0.0.1:${process.env.CHAT_BROKER_PORT ?? 5181}`,
        ws: true,
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
  },
});
