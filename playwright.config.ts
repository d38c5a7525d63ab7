import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

// Debian's Chromium where it exists (no browser download is possible on CI machines), else Playwright's own. Its
// headless shell first (Debian's chromium-headless-shell, the build Playwright itself runs headless): the whole
// suite took 22.2 min with it, 24.7–25.4 min with the full browser in its new headless mode (same tests, all passed).
export const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const port = Number(process.env.E2E_PORT ?? 4183);
// One shop per Playwright worker, each the real server with a fresh database seeded from scratch, on the ports
// from E2E_PORT up: a spec that changes the shop's content, settings or stock changes only its own worker's shop.
// On a 2-core machine two workers keep both cores busy (the suite took 25 min instead of 30 on one; more workers
// would only share the same cores). E2E_SHOPS sets how many (default 2); the workers learn their data
// directories from E2E_DATA_DIRS and the first port from E2E_PORT (tests/e2e/shop-test.ts).
const shops = Math.max(1, Number(process.env.E2E_SHOPS ?? 2));
const dataDirs =
  process.env.E2E_DATA_DIRS?.split(delimiter) ??
  Array.from({ length: shops }, () => mkdtempSync(join(tmpdir(), 'shop-e2e-')));
process.env.E2E_DATA_DIRS = dataDirs.join(delimiter);
process.env.E2E_PORT = String(port); // the first shop's port, for the workers (shop-test.ts)

// Chromium keeps only the last --disable-features switch, and Playwright's own comes before these: this one repeats
// Playwright's list (playwright-core 1.65, chromiumSwitches) and adds RenderDocument. Debian's Chromium 150 has
// RenderDocument on: a document that replaces another (a reload, a navigation) gets a new frame host, which
// Playwright's offline emulation (`context.setOffline`) does not reach, so a page reloaded offline from the service
// worker said `navigator.onLine === true` and the offline specs failed (a real offline browser says false).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'].join(',')}`,
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: dataDirs.length,
  // one retry everywhere: CI machines are shared and noisy; a test that fails twice still fails the run
  retries: 1,
  // two workers share the cores with their servers: a test doing much (many axe scans, an offline kiosk) takes longer
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: each worker's own shop (tests/e2e/shop-test.ts)
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the offline, install,
    // update and kiosk specs and every test that goes offline). Installed in every test's fresh context, it
    // precached the whole build (101 files) and answered the test's later navigations with the shell: about 1.3 s
    // of browser CPU a test (measured), for nothing most tests look at.
    serviceWorkers: 'block',
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Without the screencast: recorded for
    // every test and thrown away with every passing one, it doubled the browser's CPU time (measured: three fresh
    // contexts loading three pages each, 30.6 s of browser CPU with it, 14.2 s without; DOM snapshots alone 14.0 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: { executablePath, args: chromiumArgs } } },
  ],
  webServer: dataDirs.map((dataDir, index) => ({
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port + index}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '1500',
      SKIP_BUILD: '1',
      // the suite signs in from one address many times; the limits themselves are proven by server tests
      AUTH_RATE_LIMIT_FACTOR: '50',
      // one address makes many carts and searches; the traffic limits are proven by server tests
      RATE_LIMIT_FACTOR: '100',
      // the simulated phone confirms after 4 s (default 2 s): long enough for a test to check the waiting
      // screen (axe included) on a loaded machine before the sign-in completes
      EID_SIM_DELAY_MS: '4000',
      // tests change content and settings between page loads; the page cache itself is proven by server tests
      PAGE_CACHE_SECONDS: '0',
      // one serving process: the browser and the test runner share the machine's cores with it (the cluster of
      // `npm start` — workers, restart, shared state — is proven by tests/server/http-cluster.test.ts)
      WORKERS: process.env.E2E_WORKERS ?? '1',
    },
  })),
});
