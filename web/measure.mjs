// Measures the web build in headless Chromium (a benchmark printed for the notes, not a
// test): the wasm file's size brotli-compressed (without the Chinese font, which is its own
// file), the time from navigation to the first painted frame, the main-thread time of a lesson
// frame, and the main-thread tasks over 50 ms while a Renju VCT puzzle opens
// (PerformanceObserver "longtask"). Each timing runs RUNS times; prints median / p90 / max.
//
// Usage: node web/measure.mjs   (after scripts/build-web.sh)
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { launch } from './chromium.mjs';

const dist = join(fileURLToPath(new URL('.', import.meta.url)), 'dist');
const RUNS = Number(process.env.QI_MEASURE_RUNS || 5);
const LESSON = process.env.QI_MEASURE_LESSON || 'jungle-05-river-jumps';
const VCT_PUZZLE = process.env.QI_MEASURE_VCT || 'renju-vct';

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const f = (v) => v.toFixed(1);
  return `median ${f(at(0.5))} / p90 ${f(at(0.9))} / max ${f(sorted[sorted.length - 1])} (n=${sorted.length})`;
}

// Times each animation-frame callback (eframe runs a whole frame, input to WebGL calls, in
// one) and records long tasks; installed before the page's own scripts.
const INSTRUMENT = () => {
  window.qiFrameTimes = [];
  window.qiLongTasks = [];
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((time) => {
      const start = performance.now();
      try {
        callback(time);
      } finally {
        window.qiFrameTimes.push(performance.now() - start);
      }
    });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.qiLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
};

const kb = (path) => (statSync(path).size / 1024).toFixed(0);
console.log(`wasm: ${kb(join(dist, 'qi-classroom_bg.wasm'))} KiB raw, ${kb(join(dist, 'qi-classroom_bg.wasm.br'))} KiB brotli (budget 4096 KiB), ${kb(join(dist, 'qi-classroom_bg.wasm.gz'))} KiB gzip`);
console.log(`glue: ${kb(join(dist, 'qi-classroom.js.br'))} KiB brotli; whole CJK font (fetched after the first frame): ${kb(join(dist, 'fonts/NotoSansCJKsc-subset.otf.br'))} KiB brotli`);

const { server, url } = await serve(dist);
const firstFrames = [];
const frameTimes = [];
const longTaskCounts = [];
const longTaskWorst = [];
for (let run = 0; run < RUNS; run++) {
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.addInitScript(INSTRUMENT);

  // First painted frame after navigation (the home screen).
  await page.goto(url);
  await page.waitForFunction(() => window.qiFirstFrame !== undefined, null, { timeout: 30000 });
  firstFrames.push(await page.evaluate(() => window.qiFirstFrame));

  // A lesson's frames while the pointer moves over the board (each move repaints).
  await page.goto(`${url}?lesson=${LESSON}`);
  await page.waitForFunction(() => window.qiFirstFrame !== undefined, null, { timeout: 30000 });
  await page.waitForTimeout(500);
  await page.evaluate(() => { window.qiFrameTimes = []; });
  for (let i = 0; i < 120; i++) {
    await page.mouse.move(300 + (i % 40) * 8, 300 + (i % 25) * 10);
    await page.waitForTimeout(16);
  }
  frameTimes.push(...(await page.evaluate(() => window.qiFrameTimes)).slice(5));

  // Long tasks while the Renju VCT puzzle opens (its first moves are worked out then).
  await page.goto(`${url}?puzzle=${VCT_PUZZLE}`);
  await page.waitForFunction(() => window.qiFirstFrame !== undefined, null, { timeout: 30000 });
  await page.waitForTimeout(3000);
  const tasks = await page.evaluate(() => window.qiLongTasks);
  // Only tasks after the first frame count: loading the wasm itself is not opening the puzzle.
  const first = await page.evaluate(() => window.qiFirstFrame);
  const opening = tasks.filter((t) => t.start >= first - 1);
  longTaskCounts.push(opening.length);
  longTaskWorst.push(Math.max(0, ...opening.map((t) => t.duration)));
  await browser.close();
}
server.close();
console.log(`first painted frame after navigation, ms: ${stats(firstFrames)} (budget 1500)`);
console.log(`lesson frame main-thread time, ms: ${stats(frameTimes)} (budget 8)`);
console.log(`long tasks (>50 ms) while the Renju VCT puzzle opens, per run: ${stats(longTaskCounts)}; longest, ms: ${stats(longTaskWorst)} (target: none over 50 ms)`);
