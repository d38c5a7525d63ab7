#!/usr/bin/env node
// npm run bench:outbox — the offline cart outbox's randomized flap test (tests/server/outbox-random.test.ts)
// with 1,000 sequences of cuts, lost answers and reloads instead of CI's 220 (issue 15 item 7).
// OUTBOX_SEQUENCES and OUTBOX_SEED change the run.
import { spawn } from 'node:child_process';

const child = spawn(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', 'tests/server/outbox-random.test.ts'],
  { stdio: 'inherit', env: { ...process.env, OUTBOX_SEQUENCES: process.env.OUTBOX_SEQUENCES ?? '1000' } },
);
child.on('exit', (code) => process.exit(code ?? 1));
