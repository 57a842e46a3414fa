/**
 * Debian's Chromium (never a downloaded browser) as every harness here starts it: the e2e tests
 * (playwright.config.ts) and Lighthouse (perf/lighthouse). Without the background-networking flags
 * Chromium keeps dialling Google's hosts, which a closed network refuses; --no-sandbox because CI
 * runs as root (STACK.md).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
