// The end-to-end test of the web build in real headless Chromium: serves web/dist on
// localhost, and with real mouse clicks, touches and key presses (never by calling the app):
// picks Chinese, adds a child, opens a Jungle lesson (its instruction said aloud through a
// stubbed speechSynthesis), makes an illegal move and finds the
// engine's reason in Chinese, completes the step; solves a puzzle with a winning move that is
// not the author's; reloads and finds the language, the child, the stars and the solve kept;
// imports lesson files (one broken) through the file picker and finds file:line:column; and
// opens the page as a browser without WebGL2 would. The page reports what is on screen through
// the test hook `?e2e=1` (src/app/e2e.rs). Prints "e2e: N passed, M failed".
//
// Usage: node web/e2e.mjs   (after scripts/build-web.sh; needs web/e2e-fixture.json from
// `cargo run --profile test --example web_e2e_fixture > web/e2e-fixture.json`, and the native
// `check` in target/release/qi-classroom or QI_NATIVE_BIN)
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { launch } from './chromium.mjs';
import { messages, text, fixedPart } from './ftl.mjs';
import {
  shots, assert, report, until, has, tapAt, settled, click, clickSquare, clickField, scrollTo,
  checker, chooseTeacherPin,
} from './e2e-lib.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const fixture = JSON.parse(readFileSync(process.env.QI_E2E_FIXTURE || join(here, "e2e-fixture.json"), 'utf8'));
const NATIVE = process.env.QI_NATIVE_BIN || join(here, '..', 'target', 'release', 'qi-classroom');
const en = messages('en');
const zh = messages('zh-CN');

const { check, finish } = checker();

async function open(page, url) {
  await page.goto(url);
  await until(page, 'the first report', (r) => r.screen === 'Home', 30000);
}

const { server, url } = await serve(dist);
const app = `${url}?e2e=1`;
const browser = await launch();
const page = await browser.context.newPage();
// The browser's speech, stubbed: what the app asks it to say, and in which language.
await page.addInitScript(() => {
  window.__spoken = [];
  const synthesis = {
    speak(utterance) { window.__spoken.push({ text: utterance.text, lang: utterance.lang }); },
    cancel() {},
    getVoices() { return [{ lang: 'en-US' }, { lang: 'zh-CN' }]; },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  window.SpeechSynthesisUtterance = class {
    constructor(text) { this.text = text; this.lang = ''; this.voice = null; }
  };
});
const errors = [];
page.on('pageerror', (error) => errors.push(String(error)));

await check('the page starts the app on a WebGL2 canvas and reports the home screen', async () => {
  await open(page, app);
  await page.screenshot({ path: join(shots, '01-home.png') });
});

await check('the teacher picks 中文（简体） in Settings and the app speaks it', async () => {
  await click(page, text(en, 'app-nav-settings'));
  await click(page, text(en, 'app-language-zh-cn'));
  await until(page, 'zh-CN', (r) => r.locale === 'zh-CN');
  await click(page, text(zh, 'app-nav-home'));
});

/** Where the pointer scrolls Home's side panel of children (the page is 1280 wide). */
const PROFILE_PANEL = { x: 1170, y: 500, bottom: 900 };

await check('a child is added (the teacher types the name; the child taps a picture)', async () => {
  await click(page, text(zh, 'app-profiles-add'));
  await clickField(page, text(zh, 'app-profile-name'));
  await page.keyboard.type('Mei');
  await click(page, text(zh, 'app-avatar-panda'), 'touch');
  // The form (name, picture, age) is taller than the side panel: scroll it to Save.
  await scrollTo(page, text(zh, 'app-save'), PROFILE_PANEL);
  await click(page, text(zh, 'app-save'));
  // Saved: the form is closed and the child's own button is there.
  await until(page, 'the child', (r) => !has(text(zh, 'app-save'))(r) &&
    r.nodes.some((n) => n.role === 'Button' && n.label.trim() === 'Mei'));
  await page.screenshot({ path: join(shots, '02-child.png') });
});

const lesson = fixture.lesson;
await check('an illegal move in a Jungle lesson gets the engine\'s reason in Chinese', async () => {
  await click(page, text(zh, 'app-nav-lessons'));
  // The list is longer than the screen (numbers, ages, summaries): scroll to the lesson first.
  await scrollTo(page, lesson.title['zh-CN']);
  // Lessons may share a title; the fixture says which of them (in list order) it is.
  const title = await settled(page, 'the lesson in the list', (r) => r.nodes
    .filter((n) => n.role === 'Button' && n.label.trim() === lesson.title['zh-CN'])
    .sort((a, b) => a.y - b.y)[lesson.same_title_before || 0]);
  const before = (await report(page)).frame;
  await tapAt(page, title, 'touch');
  await until(page, 'a frame after the lesson', (r) => r.frame > before);
  await until(page, 'the step text', has(lesson.step_text['zh-CN']));
  await clickSquare(page, lesson.piece, 'touch');
  await clickSquare(page, lesson.illegal_to, 'touch');
  const r = await until(page, 'a refusal', (r) => (r.feedback.length ? r : null));
  const reason = r.feedback.find((id) => id.startsWith('jungle-refusal-'));
  assert(reason, `no engine reason among ${r.feedback}`);
  const words = fixedPart(zh, reason);
  await until(page, `the reason "${words}" on screen`, has(words));
  await page.screenshot({ path: join(shots, '03-refused.png') });
});

await check('the step\'s instruction is said in the page\'s language, by itself and at the speaker', async () => {
  const instruction = lesson.step_text['zh-CN'];
  const spoken = await page.evaluate(() => window.__spoken);
  assert(spoken.some((u) => u.text === instruction && u.lang === 'zh-CN'),
    `not said by itself: ${JSON.stringify(spoken)}`);
  await click(page, text(zh, 'app-speak'), 'touch');
  const now = await page.evaluate(() => window.__spoken);
  const last = now[now.length - 1];
  assert(now.length === spoken.length + 1 && last.text === instruction && last.lang === 'zh-CN',
    `the speaker said ${JSON.stringify(now.slice(spoken.length))}`);
});

await check('the right move completes the step, with stars', async () => {
  await clickSquare(page, lesson.piece, 'mouse');
  await clickSquare(page, lesson.legal_to, 'mouse');
  await until(page, 'the step complete', (r) => r.feedback[0] === 'tutor-step-complete');
  // Its words (a plural select in the .ftl) start with the ✓ the player puts before them.
  await until(page, 'the words of it', (r) => r.nodes.find((n) => n.label.startsWith('✓ ')));
  await page.screenshot({ path: join(shots, '04-step-done.png') });
});

const puzzle = fixture.puzzle;
await check(`puzzle "${puzzle.title['zh-CN']}" is solved with a winning move that is not the author's (${puzzle.moves[0].from}${puzzle.moves[0].to} vs ${puzzle.author_first})`, async () => {
  assert(`${puzzle.moves[0].from}${puzzle.moves[0].to}` !== puzzle.author_first.replace(/[-x]/g, ''), 'the fixture gave the author\'s move');
  await click(page, text(zh, 'app-nav-home'));
  await click(page, text(zh, 'app-nav-puzzles'));
  await scrollTo(page, puzzle.title['zh-CN']);
  await click(page, puzzle.title['zh-CN']);
  for (const [index, mv] of puzzle.moves.entries()) {
    await clickSquare(page, mv.from, 'touch');
    await clickSquare(page, mv.to, 'touch');
    const last = index === puzzle.moves.length - 1;
    const r = await until(page, `feedback on move ${index + 1}`, (r) =>
      r.feedback.length && (!last || r.feedback[0].includes('solved')) ? r : null);
    assert(!r.feedback[0].includes('wrong') && !r.feedback[0].includes('refus'), `refused: ${r.feedback}`);
  }
  await page.screenshot({ path: join(shots, '05-puzzle-solved.png') });
});

await check('after a reload the language, the child, the lesson stars and the solve are kept', async () => {
  await page.reload();
  await until(page, 'the app again', (r) => r.screen === 'Home', 30000);
  const r = await report(page);
  assert(r.locale === 'zh-CN', `language lost: ${r.locale}`);
  assert(r.storage_problems === 0, `storage problems: ${r.storage_problems}`);
  await until(page, 'the child', has('Mei'));
  await click(page, text(zh, 'app-nav-puzzles'));
  await scrollTo(page, puzzle.title['zh-CN']);
  await until(page, 'the solved mark beside the puzzle', (r) => {
    const title = r.nodes.find((n) => n.role === 'Button' && n.label.trim() === puzzle.title['zh-CN']);
    return title && r.nodes.find((n) => Math.abs(n.y + n.h / 2 - (title.y + title.h / 2)) < 20 &&
      n.label.includes(text(zh, 'app-puzzle-status-solved')));
  });
  await click(page, text(zh, 'app-nav-home'));
  await click(page, text(zh, 'app-nav-lessons'));
  await scrollTo(page, lesson.title['zh-CN']);
  await until(page, 'the stars of the lesson beside its title', (r) => {
    const title = r.nodes
      .filter((n) => n.role === 'Button' && n.label.trim() === lesson.title['zh-CN'])
      .sort((a, b) => a.y - b.y)[lesson.same_title_before || 0];
    return title && r.nodes.find((n) => Math.abs(n.y + n.h / 2 - (title.y + title.h / 2)) < 20 &&
      /^★ [1-9]/.test(n.label));
  });
  await page.screenshot({ path: join(shots, '06-after-reload.png') });
});

await check('lesson files imported through the file picker get the same file:line:column as the native check', async () => {
  const shipped = readFileSync(join(here, '..', 'lessons', `${lesson.id}.toml`), 'utf8');
  const good = shipped.replace(`id = "${lesson.id}"`, 'id = "my-river-lesson"');
  // A misspelt step kind and a step without text: errors the checker finds, with places.
  const broken = good
    .replace('id = "my-river-lesson"', 'id = "my-broken-lesson"')
    .replace('kind = "jungle-move"', 'kind = "jungle-mvoe"')
    // Its own title (on the same line), so the only diagnostics are the broken file's errors.
    .replace(/^title = .*$/m, 'title = { en = "My broken lesson", zh-CN = "我的坏课", zh-TW = "我的壞課" }');
  assert(broken !== good, 'the broken copy is not broken');
  const folder = mkdtempSync(join(tmpdir(), 'qi-import-'));
  writeFileSync(join(folder, 'good.toml'), good);
  writeFileSync(join(folder, 'broken.toml'), broken);
  const native = spawnSync(NATIVE, ['check', folder], { encoding: 'utf8' });
  const places = [...`${native.stdout}${native.stderr}`.matchAll(/([\w.-]+\.toml):(\d+):(\d+)/g)]
    .map((m) => `${m[1].split('/').pop()}:${m[2]}:${m[3]}`);
  assert(places.length > 0 && places.every((p) => p.startsWith('broken.toml:')),
    `native check gave ${places} from: ${native.stdout}${native.stderr}`);

  await click(page, text(zh, 'app-nav-settings'));
  await chooseTeacherPin(page, (id) => text(zh, id));
  await click(page, text(zh, 'app-nav-author'));
  const chooser = page.waitForEvent('filechooser');
  await click(page, text(zh, 'app-author-import'));
  await (await chooser).setFiles([join(folder, 'good.toml'), join(folder, 'broken.toml')]);
  for (const place of places) {
    await until(page, `diagnostic at ${place}`, has(place));
  }
  // The good file still loads: its lesson is listed with its file.
  await until(page, 'the good lesson', has('(good.toml)'));
  await page.screenshot({ path: join(shots, '07-import.png') });
  rmSync(folder, { recursive: true, force: true });
});

await check('storage the browser refuses (a full quota) is told on screen, not dropped', async () => {
  const other = await browser.context.newPage();
  await other.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await open(other, `${url}?e2e=1&full=1`);
  await click(other, text(zh, 'app-profiles-add'));
  await clickField(other, text(zh, 'app-profile-name'));
  await other.keyboard.type('Lin');
  await click(other, text(zh, 'app-avatar-panda'));
  await scrollTo(other, text(zh, 'app-save'), PROFILE_PANEL);
  await click(other, text(zh, 'app-save'));
  const r = await until(other, 'the storage notice', (r) => (r.storage_problems > 0 ? r : null));
  await until(other, 'its heading', has(text(zh, 'app-storage-heading')));
  await until(other, 'the browser\'s words', has('QuotaExceededError'));
  // The child is still there for this session: nothing was dropped from memory.
  await until(other, 'the child', has('Lin'));
  await other.screenshot({ path: join(shots, '08-storage-full.png') });
  await other.close();
  assert(r.storage_problems > 0);
});

await check('a browser without WebGL2 gets a message in three languages, not a blank page', async () => {
  const other = await browser.context.newPage();
  await other.goto(`${url}?webgl2=off`);
  const shown = await other.locator('#qi-no-webgl2').innerText();
  assert(shown.includes('WebGL2') && shown.includes('浏览器') && shown.includes('瀏覽器'), shown);
  await other.screenshot({ path: join(shots, '09-no-webgl2.png') });
  await other.close();
});

await check('no uncaught error on the page', async () => {
  assert(errors.length === 0, errors.join('\n'));
});

await browser.close();
server.close();
finish('e2e');
