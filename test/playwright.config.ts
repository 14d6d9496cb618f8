import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);

/**
 * Safety net: tracking hosts resolve nowhere, so no journey can reach them even after accepting
 * marketing cookies (specs that check tracking fulfil these requests locally with page.route).
 */
const UNREACHABLE_HOSTS = [
  '*.googletagmanager.com',
  '*.google-analytics.com',
  '*.analytics.google.com',
  '*.facebook.net',
  '*.facebook.com',
  '*.doubleclick.net',
];

/** Debian's Chromium (`chromium`) and its headless shell (`chromium-headless-shell`, installed by .ci/run). */
const FULL_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
const HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? (existsSync(SHELL_PATH) ? SHELL_PATH : FULL_BROWSER_PATH);
/** The tag of journeys that run in the full browser. */
const FULL_BROWSER = /@full-browser/;

function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      `--host-resolver-rules=${UNREACHABLE_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ')}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** Browser journeys against the built site on real PostgreSQL and Redis, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A journey of several signed-in pages with axe scans takes 15–25 s on a quiet 2-core machine; 30 s left no room
  // when the machine is busy (CI's two workers, the embedded server's own start), and such journeys timed out.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'ro-RO',
    // Recording a trace costs the browser a screencast of every page (a quarter of the browser stage's time); only retries record one.
    trace: 'on-first-retry',
  },
  projects: [
    // Every journey but a few runs in Debian's headless shell of Chromium: the same engine without the
    // full browser's windowing, twice as fast per page here, which is most of the browser stage's time.
    { name: 'chromium', grepInvert: FULL_BROWSER, use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launchOptions(HEADLESS_SHELL) } },
    // Journeys tagged @full-browser check what only the full browser does as users see it (lazy
    // images' loading distance differs in the headless shell).
    { name: 'chromium-full', grep: FULL_BROWSER, use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launchOptions(FULL_BROWSER_PATH) } },
  ],
});
