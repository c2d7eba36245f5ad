// What the browser benchmarks (bench/*.mjs, run with plain Node) share: Chromium launched as the tests launch it,
// and the median they report.
import * as chromeLauncher from 'chrome-launcher';

/** Headless Chromium for Lighthouse or a DevTools connection; `CHROMIUM_PATH` overrides /usr/bin/chromium. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
