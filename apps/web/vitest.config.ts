import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
