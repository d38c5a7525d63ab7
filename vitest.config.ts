import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Much of a server test's time
    // is waiting (timers, the file system, child processes), so one worker per core takes less time in all.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        resolve: { alias },
        define: { __DATA_SHAPE_ID__: '"test"' },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          // one page per worker for all files (a new one per file was most of the run's time), cleaned between them
          isolate: false,
          setupFiles: ['tests/unit/clean-page.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          exclude: ['src/server/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          globals: true,
          include: ['tests/contract/**/*.test.ts'],
        },
      },
    ],
  },
});
