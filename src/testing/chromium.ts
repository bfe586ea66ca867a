import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names. Playwright cannot download one here. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
}

export const CHROMIUM_MISSING =
  'Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.';

/** Without the networking flags Chromium floods a closed network with connection attempts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
