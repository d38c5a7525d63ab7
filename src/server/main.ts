import cluster from 'node:cluster';
import { serverConfigFromEnv } from '@/server/server-config';
import { prepareDatabase } from '@/server/prepare-database';
import { runPrimary } from '@/server/cluster/primary';
import { serve } from '@/server/serve';

// `npm start` ends here. WORKERS (default: one per core) processes serve HOST:PORT: the cluster primary
// migrates and seeds DATA_DIR/shop.sqlite once, then forks the workers and replaces them one by one on SIGHUP
// (cluster/primary.ts); WORKERS=1 is one process that does both. README "Running".

const config = serverConfigFromEnv(process.env);

if (cluster.isWorker) await serve(config);
else if (config.workers > 1) await runPrimary(config);
else {
  prepareDatabase(config);
  await serve(config);
}
