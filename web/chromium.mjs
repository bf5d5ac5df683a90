// Debian's Chromium driven by playwright-core (npm's own browser download does not work on
// the CI machines), with flags that work there; WebGL2 runs on SwiftShader.
import { chromium } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.QI_CHROMIUM || '/usr/bin/chromium';

/** A fresh browser profile; resolves to { context, close }. With `compositing: 'gpu'` the page
 *  is composited through ANGLE's SwiftShader as a GPU would do it; by default (the flags the CI
 *  machines are known to work with) `--disable-gpu` composites in software, which reads every
 *  WebGL frame back to the page's main thread (GLES2::ReadPixels in the trace), a stall a real
 *  GPU does not have. */
export async function launch({ compositing = 'software', ...options } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'qi-chromium-'));
  const gpu = compositing === 'gpu'
    ? ['--use-gl=angle', '--use-angle=swiftshader', '--ignore-gpu-blocklist', '--enable-gpu-compositing']
    : ['--disable-gpu'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    hasTouch: true,
    args: [
      '--headless',
      '--no-sandbox',
      ...gpu,
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
    ],
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
