// What the browser tests share: reading the page's test hook (`?e2e=1`, src/app/e2e.rs) and
// clicking or tapping what it reports, with real input events only.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
export const shots = process.env.QI_E2E_SCREENSHOTS || join(here, 'e2e-screenshots');
mkdirSync(shots, { recursive: true });

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export async function report(page) {
  const json = await page.evaluate(() => window.__qiE2e || null);
  return json ? JSON.parse(json) : null;
}

/** Polls the page's report until `predicate(report)` holds; bounded by `timeout` ms. */
export async function until(page, what, predicate, timeout = 20000) {
  const deadline = Date.now() + timeout;
  let last = null;
  while (Date.now() < deadline) {
    last = await report(page);
    if (last) {
      const found = predicate(last);
      if (found) return found;
    }
    await page.waitForTimeout(50);
  }
  await page.screenshot({ path: join(shots, `timeout-${what.replace(/\W+/g, '-')}.png`) });
  const labels = last ? last.nodes.map((n) => n.label).slice(0, 80).join(' | ') : 'no report';
  throw new Error(`timed out waiting for ${what}; screen ${last?.screen}; labels: ${labels}`);
}

// A widget whose label contains `label`: a button or check box first (what a child taps), else
// any (a line of text).
export const has = (label) => (r) => {
  const matching = r.nodes.filter((n) => n.label.includes(label) && !n.disabled);
  const exact = matching.filter((n) => n.label.trim() === label);
  const tappable = (n) => ['Button', 'CheckBox', 'TextInput', 'Link'].includes(n.role);
  return exact.find(tappable) || matching.find(tappable) || exact[0] || matching[0];
};
export const square = (name) => (r) =>
  r.nodes.find((n) => n.role === 'Button' && !n.disabled && (n.label === name || n.label.startsWith(name + ' ')));

export async function tapAt(page, node, how) {
  const x = node.x + node.w / 2;
  const y = node.y + node.h / 2;
  if (how === 'touch') {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.click(x, y);
  }
}

/** `find(report)` once a later frame puts it at the same place (a screen just opened may
 *  still be settling its layout in its first frames). */
export async function settled(page, what, find, timeout = 20000) {
  const deadline = Date.now() + timeout;
  let seen = await until(page, what, find, timeout);
  let frame = (await report(page)).frame;
  let since = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(60);
    const r = await report(page);
    const now = find(r);
    if (!now) {
      seen = await until(page, what, find, Math.max(1, deadline - Date.now()));
      frame = (await report(page)).frame;
      since = Date.now();
      continue;
    }
    const same = Math.abs(now.x - seen.x) < 1 && Math.abs(now.y - seen.y) < 1;
    // Same place in a later frame, or no new frame for a while (nothing moves then).
    if (same && (r.frame > frame || Date.now() - since > 400)) return now;
    if (!same) {
      seen = now;
      frame = r.frame;
      since = Date.now();
    }
  }
  throw new Error(`${what} never settled`);
}

/** Waits for a widget whose label contains `label`, then clicks (or taps) its middle. */
export async function click(page, label, how = 'mouse') {
  const node = await settled(page, `"${label}"`, has(label));
  const before = (await report(page)).frame;
  await tapAt(page, node, how);
  await until(page, `a frame after clicking "${label}"`, (r) => r.frame > before);
}

export async function clickSquare(page, name, how = 'mouse') {
  const node = await settled(page, `square ${name}`, square(name));
  const before = (await report(page)).frame;
  await tapAt(page, node, how);
  await until(page, `a frame after ${name}`, (r) => r.frame > before);
}

/** Clicks the text field that the label `label` names (the field just below or beside it). */
export async function clickField(page, label) {
  const field = await settled(page, `the field "${label}"`, (r) => {
    const named = r.nodes.find((n) => n.label.trim() === label);
    if (!named) return null;
    const fields = r.nodes.filter((n) => ['TextInput', 'PasswordInput'].includes(n.role) && !n.disabled &&
      n.y + n.h > named.y && n.x + n.w > named.x && n.x < named.x + Math.max(named.w, 400));
    fields.sort((a, b) => Math.abs(a.y - named.y) + Math.abs(a.x - named.x) -
      (Math.abs(b.y - named.y) + Math.abs(b.x - named.x)));
    return fields[0];
  });
  const before = (await report(page)).frame;
  await tapAt(page, field, 'mouse');
  await until(page, `a frame after clicking the field "${label}"`, (r) => r.frame > before);
}

/** Scrolls the list under the pointer (real wheel events, the pointer at `at`: the main
 *  area unless told) until `label` is on screen, above `at.bottom` (the main area's lists end
 *  above the page's foot; a side panel reaches it). */
export async function scrollTo(page, label, at = { x: 400, y: 600, bottom: 880 }) {
  for (let i = 0; i < 40; i++) {
    const r = await report(page);
    const node = r && r.nodes.find((n) => n.label.trim() === label && n.role === 'Button');
    if (node && node.y > 60 && node.y + node.h < at.bottom) return node;
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, node && node.y < 60 ? -200 : 200);
    await page.waitForTimeout(150);
  }
  throw new Error(`"${label}" never scrolled into view`);
}


/** Scrolls (real wheel events) until the widget `find(report)` returns is wholly on screen,
 *  below `top` (clear of the top bar and the tabs above a scrolled panel) and above `height`
 *  (the viewport's), and returns it once settled. */
export async function scrollToNode(page, what, find, { top = 130, height = 900 } = {}) {
  const inside = (node) => node && node.y > top && node.y + node.h < height - 10;
  for (let i = 0; i < 80; i++) {
    const r = await report(page);
    const node = r && find(r);
    if (inside(node)) {
      // egui scrolls smoothly over a few frames: still there once it has come to rest?
      await page.waitForTimeout(500);
      const again = await report(page);
      if (inside(again && find(again))) return settled(page, what, find);
      continue;
    }
    await page.mouse.move(640, Math.max(top + 20, height / 2));
    await page.mouse.wheel(0, node && node.y <= top ? -80 : 80);
    await page.waitForTimeout(150);
  }
  throw new Error(`${what} never scrolled into view`);
}

/** The test list of one script: `check(name, body)` runs and prints one check; `finish(tag)`
 *  prints "<tag>: N passed, M failed" and exits with 1 when any failed. */
export function checker() {
  const results = [];
  async function check(name, body) {
    const started = Date.now();
    try {
      await body();
      results.push({ name, ok: true });
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      results.push({ name, ok: false });
      console.log(`FAIL ${name}: ${error.stack || error}`);
    }
  }
  function finish(tag) {
    const failed = results.filter((r) => !r.ok).length;
    console.log(`${tag}: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }
  return { check, finish };
}

// Turns teacher mode on from the Settings screen the first time: the switch, then the PIN
// chosen and typed again (`say(id)` gives a Fluent message in the page's language).
export async function chooseTeacherPin(page, say, pin = '2468') {
  await click(page, say('app-settings-teacher-mode'));
  await clickField(page, say('app-teacher-pin-choose'));
  await page.keyboard.type(pin);
  await clickField(page, say('app-teacher-pin-again'));
  await page.keyboard.type(pin);
  await click(page, say('app-teacher-pin-set'));
}
