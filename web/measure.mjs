// Measures the web build in headless Chromium (a benchmark printed for the notes, not a
// test): the wasm file's size brotli-compressed (without the Chinese font, which is its own
// file), the time from navigation to the first painted frame, the main-thread time of a lesson
// frame, the main-thread tasks over 50 ms (PerformanceObserver "longtask") and the longest
// frame while each Renju VCT puzzle opens (its right first moves are worked out then, in
// slices), and the same while the computer (hard) chooses its moves in a Renju game. Each
// timing runs RUNS times; prints median / p90 / max. Figures only: nothing here fails on a
// slow machine. Everything is measured twice: with the page composited through the GPU path
// and in software (see COMPOSITING).
//
// Usage: node web/measure.mjs   (after scripts/build-web.sh)
//   QI_MEASURE_RUNS (5), QI_MEASURE_COMPOSITING ("gpu,software"), QI_MEASURE_VCT (the VCT puzzles' ids, comma-separated),
//   QI_MEASURE_OPPONENT_MOVES (6: the child's moves against the computer; 0 skips the game)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { launch } from './chromium.mjs';
import { click, clickSquare, report, until, has, tapAt } from './e2e-lib.mjs';

const dist = process.env.QI_MEASURE_DIST || join(fileURLToPath(new URL('.', import.meta.url)), 'dist');
const RUNS = Number(process.env.QI_MEASURE_RUNS || 5);
// Both ways of compositing the page (see chromium.mjs): through the GPU path (ANGLE's
// SwiftShader, as on a device with a GPU) and in software (the CI flags), whose readback of
// every WebGL frame blocks the main thread for tens of milliseconds whatever the app does.
const COMPOSITING = (process.env.QI_MEASURE_COMPOSITING || 'gpu,software').split(',');
const LESSON = process.env.QI_MEASURE_LESSON || 'jungle-15-river-jumps';
const VCT_PUZZLES = (process.env.QI_MEASURE_VCT ||
  'renju-vct-01,renju-vct-02,renju-vct-03,renju-vct-04,renju-vct-05,renju-vct-06').split(',');
// The English titles of the shipped Renju puzzles by id (the list shows titles).
const TITLES = new Map();
const puzzles = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'puzzles');
for (const file of readdirSync(puzzles).filter((f) => f.startsWith('renju-') && f.endsWith('.toml'))) {
  for (const block of readFileSync(join(puzzles, file), 'utf8').split('[[puzzle]]').slice(1)) {
    const id = block.match(/^id = "([^"]+)"/m);
    const title = block.match(/^title = \{ en = "([^"]+)"/m);
    if (id && title) TITLES.set(id[1], title[1]);
  }
}
const OPPONENT_MOVES = Number(process.env.QI_MEASURE_OPPONENT_MOVES ?? 6);
// The child's (Black's) stones against the computer, tried in this order (a taken point is
// skipped): the centre and around it, where the game goes on.
const CHILD_POINTS = ['h8', 'i9', 'g7', 'i7', 'g9', 'h10', 'j8', 'f8', 'h6', 'k9', 'e7', 'j6',
  'g10', 'f6', 'k7', 'l8', 'e9', 'd8'];

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
        window.qiLastFrameEnd = performance.now();
        window.qiFrameTimes.push(window.qiLastFrameEnd - start);
        window.qiCallbacks.push(window.qiLastFrameEnd - start);
      }
    });
  // The app's own work in one task: every animation-frame callback (above) and every event
  // handler (eframe runs a frame's logic in some of them, a click for one) is timed. In
  // headless Chromium the WebGL canvas is drawn by SwiftShader, in software, after the
  // callbacks, and that counts in the browser's long tasks too.
  window.qiCallbacks = [];
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (typeof listener !== 'function') return listen.call(this, type, listener, options);
    const timed = function (...args) {
      const start = performance.now();
      try {
        return listener.apply(this, args);
      } finally {
        window.qiCallbacks.push(performance.now() - start);
      }
    };
    return listen.call(this, type, timed, options);
  };
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
let firstFrames = [];
let frameTimes = [];
let longTaskCounts = [];
let longTaskWorst = [];
let homeTaskWorst = [];
let openingTimes = [];
let opponentTasks = [];
let openingCallbacks = [];
let opponentCallbacks = [];
let opponentTimes = [];

/** Scrolls the list down (real wheel events) until the button `title` is wholly on screen. */
async function scrollToTitle(page, title) {
  for (let i = 0; i < 60; i++) {
    const r = await report(page);
    const node = r && r.nodes.find((n) => n.label.trim() === title && n.role === 'Button');
    if (node && node.y > 60 && node.y + node.h <= 898) return node;
    await page.mouse.move(400, 600);
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(150);
  }
  throw new Error(`"${title}" never scrolled into view`);
}

/** A Renju game against the computer at "hard" (through the test hook's widget list, with
 *  real clicks): the long tasks and the longest frame while it chooses each move. */
async function measureOpponent(page) {
  await page.goto(`${url}?e2e=1`);
  await until(page, 'the home screen', (r) => r.screen === 'Home', 30000);
  await page.waitForTimeout(4000);
  await click(page, 'Gomoku / Renju');
  await click(page, 'Play');
  await click(page, 'Computer: hard');
  let played = 0;
  for (const point of CHILD_POINTS) {
    if (played >= OPPONENT_MOVES) break;
    const r = await report(page);
    if (!r.nodes.find((n) => n.role === 'Button' && !n.disabled && n.label === `${point} empty`)) continue;
    const stones = (rep) => rep.nodes.filter((n) => / (black|white)$/.test(n.label)).length;
    const before = stones(r);
    await page.evaluate(() => { window.qiLongTasks = []; window.qiCallbacks = []; });
    const started = await page.evaluate(() => performance.now());
    await clickSquare(page, point);
    // The computer has answered when two stones more are on the board.
    await until(page, `the computer's answer to ${point}`,
      (rep) => (stones(rep) >= before + 2 ? rep : null), 60000);
    const measured = await page.evaluate(() => ({
      tasks: window.qiLongTasks, callbacks: window.qiCallbacks, now: performance.now(),
    }));
    opponentCallbacks.push(Math.max(0, ...measured.callbacks));
    opponentTasks.push(Math.max(0, ...measured.tasks.map((t) => t.duration)));
    opponentTimes.push(measured.now - started);
    played++;
  }
}

/** Every measurement, with the page composited in software or through the GPU path. */
async function measureWith(compositing) {
  firstFrames = [];
  frameTimes = [];
  longTaskCounts = [];
  longTaskWorst = [];
  homeTaskWorst = [];
  openingTimes = [];
  opponentTasks = [];
  openingCallbacks = [];
  opponentCallbacks = [];
  opponentTimes = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await launch({ compositing });
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

    // Long tasks while each Renju VCT puzzle opens, tapped in the puzzle list (through the test
    // hook, `?e2e=1`), from the tap until its hint button is there. The page has been open for a
    // few seconds first, so the whole Chinese font has arrived and been added (a long task of
    // its own, measured here as the home screen's).
    await page.goto(`${url}?e2e=1`);
    await until(page, 'the home screen', (r) => r.screen === 'Home', 30000);
    await page.waitForTimeout(4000);
    const home = await page.evaluate(() => ({ tasks: window.qiLongTasks, first: window.qiFirstFrame }));
    homeTaskWorst.push(Math.max(0, ...home.tasks.filter((t) => t.start >= home.first - 1).map((t) => t.duration)));
    await click(page, 'Gomoku / Renju');
    await click(page, 'Puzzles');
    for (const id of VCT_PUZZLES) {
      // From the top of the list (it keeps its place when a puzzle is left).
      await page.mouse.move(400, 600);
      for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -3000);
      await page.waitForTimeout(300);
      const node = await scrollToTitle(page, TITLES.get(id));
      await page.evaluate(() => { window.qiLongTasks = []; window.qiCallbacks = []; });
      const started = await page.evaluate(() => performance.now());
      await tapAt(page, node, 'mouse');
      await until(page, `puzzle ${id} open`, has('☞ Hint'), 60000);
      const measured = await page.evaluate(() => ({
        tasks: window.qiLongTasks, callbacks: window.qiCallbacks, now: performance.now(),
      }));
      openingCallbacks.push(Math.max(0, ...measured.callbacks));
      longTaskCounts.push(measured.tasks.length);
      longTaskWorst.push(Math.max(0, ...measured.tasks.map((t) => t.duration)));
      openingTimes.push(measured.now - started);
      await click(page, '◀ All puzzles');
    }

    if (OPPONENT_MOVES > 0 && run === 0) {
      try {
        await measureOpponent(page);
      } catch (error) {
        console.log(`note: the game against the computer was not measured: ${error.message}`);
      }
    }
    await browser.close();
  }
  console.log(`== compositing: ${compositing}`);
  console.log(`first painted frame after navigation, ms: ${stats(firstFrames)} (budget 1500)`);
  console.log(`lesson frame main-thread time, ms: ${stats(frameTimes)} (budget 8)`);
  console.log(`Renju VCT puzzles opened: ${VCT_PUZZLES.join(', ')}, ${RUNS} times each`);
  console.log(`long tasks (>50 ms) while a Renju VCT puzzle opens, per opening: ${stats(longTaskCounts)}; longest, ms: ${stats(longTaskWorst)} (target: none over 50 ms)`);
  console.log(`for comparison, the home screen after its first frame: longest task over 50 ms, ms: ${stats(homeTaskWorst)} (0: none)`);
  console.log(`the app's longest callback (its own work in one task) while a Renju VCT puzzle opens, ms: ${stats(openingCallbacks)} (target: under 50)`);
  console.log(`a Renju VCT puzzle takes from the tap until its hint button is there, ms: ${stats(openingTimes)}`);
  if (opponentTimes.length) {
    console.log(`the computer (hard) choosing a Renju move: longest task over 50 ms, ms: ${stats(opponentTasks)} (0: none; target: none over 50 ms); from the child's click until it has answered, ms: ${stats(opponentTimes)}`);
    console.log(`the app's longest callback while the computer (hard) chooses, ms: ${stats(opponentCallbacks)} (target: under 50); move by move: ${opponentCallbacks.map((v) => v.toFixed(1)).join(', ')}`);
  }
}

for (const compositing of COMPOSITING) await measureWith(compositing);
server.close();
