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
          // React's own modules (react, its JSX runtime) in one small chunk: left alone, the build
          // splits them into two files that every page preloads.
          output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }] } },
        },
        target: 'es2022',
      },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Several tests render every page or compare every pair of excuses: a few seconds on a quiet
    // two-core machine, more on a busy one, where the 5 s default failed one of them.
    testTimeout: 30_000,
  },
}));
