import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
