/** Debian's Chromium and its headless flags: shared by the global setup (one Chromium for the run) and browser.ts. */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
