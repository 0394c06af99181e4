// Browser tests use Debian's Chromium. Install it when missing and running as root;
// never download a browser build of our own (the network only reaches Debian's and npm's registries).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium package ` +
        '(sudo apt-get install chromium) or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error('apt-get finished but chromium is still missing.');
    process.exit(1);
  }
}

ensureChromium();
