import { existsSync } from 'node:fs';

export const CHROMIUM_INSTALL_HINT = 'apt-get install -y chromium';

/** Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

/** How Debian's Chromium runs here: no sandbox (root), no GPU, and nothing fetched from the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
