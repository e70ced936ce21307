import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTE_TABLE } from './src/config/paths';

const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi(), signedOutPagePreloads(), serviceWorker(), precompressed()],
  server: {
    port: 5173,
    // In development the API, identity service and dev pages live on the portal server.
    proxy: Object.fromEntries(['/api', '/cognito-idp', '/dev', '/metrics'].map((prefix) => [prefix, SERVER])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench reads it to size each route's first load.
    manifest: true,
    sourcemap: false,
    // index.html names the entry's chunks for the browser to fetch at once. A lazy screen's chunks are not
    // announced ahead: Vite's helper added a <link> per chunk on the main thread as each screen was asked
    // for, 80 ms at a phone's speed when the signed-in shell and its screen load together, and a slow
    // phone's first paint waited for it (docs/decisions/0025). Their stylesheets are still loaded with them.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries every first load needs travel in a few large chunks: fewer files compress better
        // than many small ones (measured with `npm run bench`).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The Mantine pieces every screen draws (the sign-in forms included), together: one file compresses
            // better than ten small ones. Amplify has no group: each screen loads the calls it makes (0018).
            {
              name: 'mantine-base',
              test: /@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Input|InputBase|TextInput|PasswordInput|Button|CloseButton|Transition|Loader|Group|Stack|Text|Title|Anchor|Divider|Paper|Center|UnstyledButton|Alert|VisuallyHidden))[\\/]/,
            },
            // Signed-in screens share TanStack Query's hooks: one file, not four small ones per screen.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Popovers, menus and selects only: kept apart so that the sign-in screens never load it.
            { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});

/**
 * Mantine's ScrollArea, which every Table and Modal draws, imports one hook from floating-ui (`useMergeRefs`),
 * and with it floating-ui's whole React module: 12 KB gzipped in the first load of every screen with a table,
 * where nothing is positioned. Its import is answered by src/lib/scroll-area-merge-refs.ts, the same hook done
 * by Mantine's own `useMergedRef`. Only that importer: menus, popovers and selects still get floating-ui.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const replacement = fileURLToPath(new URL('./src/lib/scroll-area-merge-refs.ts', import.meta.url));
  return {
    name: 'portal-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return replacement;
      return null;
    },
  };
}

/**
 * The service worker (service-worker/service-worker.ts, docs/decisions/0053), built with the list of this build's
 * files to keep for offline use: the hashed assets and index.html. Not the signed-out screens' own pages
 * (routes/*.html: offline, any path opens index.html) nor the .br and .gz copies. The signed-in shell registers
 * it (lib/offline/register-service-worker.ts); the manifest and icons are files of their own in public/.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg'],
      // The largest chunk (the charts) is over Workbox's default limit of 2 MiB only if it ever grows tenfold.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
    // `npm run dev` serves it too (as a module, which Chromium runs), so that push can be tried there.
    devOptions: { enabled: true, type: 'module' },
  });
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text file, once at build time: the server
 * sends the one the browser accepts (@fastify/static `preCompressed`), so a phone on a slow network gets
 * the framework chunk at about a third of its size without the server compressing on each request.
 */
function precompressed(): Plugin {
  return {
    name: 'portal-precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Writes routes/<pattern>.html for each signed-out screen: index.html that also preloads the screen's own
 * chunks, which the server sends for that path (apps/server/src/http/static-web.ts). Without it a phone
 * fetches the screen's code only once the entry has run, a second round trip before the sign-in form
 * can draw (Lighthouse on /login, docs/decisions/0027). Signed-in screens wait for the session first, and
 * the entry's own chunks are in index.html already.
 */
function signedOutPagePreloads(): Plugin {
  return {
    name: 'portal-signed-out-page-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = (name: string) => {
        const file = bundle[name];
        if (!file || file.type !== 'asset') throw new Error(`the build wrote no ${name}`);
        return String(file.source);
      };
      const manifest = JSON.parse(asset('.vite/manifest.json')) as Record<
        string,
        { file: string; imports?: string[]; isEntry?: boolean }
      >;
      const html = asset('index.html');
      const closure = (key: string, seen = new Set<string>()): Set<string> => {
        if (!manifest[key] || seen.has(key)) return seen;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = closure(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
      fs.mkdirSync(path.join(options.dir!, 'routes'), { recursive: true });
      for (const route of ROUTE_TABLE) {
        if (route.area !== 'loggedOut' || route.pattern.includes(':')) continue;
        const own = [...closure(`src/${route.screen}.tsx`)].filter((key) => !entry.has(key));
        const links = own.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
        const file = path.join(options.dir!, 'routes', `${route.pattern}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
      }
    },
  };
}
