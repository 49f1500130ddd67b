import { existsSync } from 'node:fs';

export const CHROMIUM_INSTALL_HINT = 'apt-get install -y chromium';

/** Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
