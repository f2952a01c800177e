// The headless Chromium every browser test launches (Debian's; `npx playwright install`
// cannot work on this machine): its path and the flags that keep it quiet and offline.
export const EXECUTABLE = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
