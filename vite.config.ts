import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compactIconNames } from './scripts/vite/compactIconNames.mjs';
import { iconBuckets } from './scripts/vite/iconBuckets.mjs';

/** A fingerprint of every translation file: cached translations of another release are ignored by the client. */
function translationsVersion() {
  const root = fileURLToPath(new URL('./src/shared/i18n/locales', import.meta.url));
  const hash = createHash('sha1');
  for (const locale of readdirSync(root).sort()) {
    for (const file of readdirSync(join(root, locale)).sort())
      hash.update(`${locale}/${file}\n`).update(readFileSync(join(root, locale, file)));
  }
  return hash.digest('base64url').slice(0, 12);
}

export default defineConfig({
  define: { __STUDIO_TRANSLATIONS_VERSION__: JSON.stringify(translationsVersion()) },
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: false,
  plugins: [react(), compactIconNames(), iconBuckets()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@plugins': fileURLToPath(new URL('./plugins', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the studio supports knows <link rel="modulepreload">: no polyfill in the shell's entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Seven hash characters (of 64; Rollup asks at least that many for this many chunks) name a file apart, and every lazy screen's name is
      // written into the signed-in shell's entry (its preload table): a character less each.
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
});
