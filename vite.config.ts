import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react()],
  build: isSsrBuild
    ? {
        // The production server and the render entry it loads, side by side in dist/server.
        rollupOptions: { input: { server: 'server.ts', 'entry-server': 'src/entry-server.tsx' } },
        target: 'node20',
      }
    : {
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // React and the router in one chunk of their own: it changes only when they are upgraded,
            // so a deploy of the site's own code leaves visitors' cached copy valid.
            advancedChunks: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] },
          },
        },
        target: 'es2022',
      },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}));
