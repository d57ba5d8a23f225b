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
        rollupOptions: { input: 'src/entry-client.tsx' },
        target: 'es2022',
      },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}));
