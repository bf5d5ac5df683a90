// A class of simulated devices in real headless Chromium against the real classroom server:
// starts `qi-classroom serve --web web/dist` on a loopback port, makes a class of children
// through the HTTP API (as the teacher's screen does) and sets today's work; then each device
// (its own browser profile, like its own tablet) opens the projector's join link, the child taps
// their name, taps today's lesson, and completes its first step with touches. The teacher's
// progress table must then show every child's step, and the projector page the class code.
// Then the teacher opens a board to the class (the teach board): every device switches to it,
// each child answers with taps, and on "show answers" the projector page draws the tally on the
// board with the illegal answer's reason in a sentence (screenshot). Last, the teacher pairs the
// class for Renju and two devices play to a five (issue #40; screenshots of both devices and of
// the teacher's boards) while a projector page in a fourth browser shows the game live; then a
// class tournament's pairings and standings on the projector page (screenshots).
// Prints "e2e-class: N passed, M failed".
//
// Usage: node web/e2e-class.mjs   (after scripts/build-web.sh and web/e2e-fixture.json, as for
// e2e.mjs; the server binary is target/debug/qi-classroom, built by `cargo test`, or
// QI_SERVE_BIN)
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launch } from './chromium.mjs';
import {
  shots, assert, report, until, has, tapAt, settled, click, clickSquare, clickField,
  checker, chooseTeacherPin, scrollToNode, square,
} from './e2e-lib.mjs';
import { messages, text } from './ftl.mjs';

const en = messages('en');

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const fixture = JSON.parse(readFileSync(process.env.QI_E2E_FIXTURE || join(here, 'e2e-fixture.json'), 'utf8'));
const SERVE = process.env.QI_SERVE_BIN || join(here, '..', 'target', 'debug', 'qi-classroom');
const DEVICES = Number(process.env.QI_E2E_DEVICES || 3);
const NAMES = ['小明', '小红', 'Lan', '阿杰', 'Mia', '小雨'].slice(0, DEVICES);
// The teach board's hand-set board: the red dog on d8 enters the den at once (right), g1g2 is
// allowed, d8d6 is not (not next to).
const TEACH_FEN = 'l6/2tD3/7/7/7/7/7/7/6L w';

const { check, finish } = checker();

/** Starts the server; resolves to { child, base } once it prints its address (≤ 60 s). */
function startServer(data) {
  const child = spawn(SERVE, ['serve', '--port', '0', '--bind', '127.0.0.1', '--data', data, '--web', dist], {
    env: { ...process.env, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server printed no address in 60 s')), 60000);
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      const found = printed.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (found) {
        clearTimeout(timer);
        resolve({ child, base: found[0] });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${printed}`)));
  });
}

async function api(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const data = mkdtempSync(join(tmpdir(), 'qi-e2e-class-'));
const { child, base } = await startServer(data);
const lesson = fixture.lesson;
let code = '';
let teacher = '';
/** The children's ids on the server, in NAMES' order. */
const studentIds = [];
const devices = [];
let teacherScreen = null;
/** The projector page opened in its own browser for the games between devices. */
let gamesProjector = null;

/** Waits until the projector page's game card for a room shows `moves` moves; the ms it took. */
async function projectorShows(page, what, test, timeout = 5000) {
  const start = Date.now();
  try {
    await page.waitForFunction(test.fn, test.arg, { timeout, polling: 100 });
  } catch (e) {
    await page.screenshot({ path: join(shots, `timeout-projector-${what.replace(/\W+/g, '-')}.png`) });
    const shown = await page.evaluate(() => document.getElementById('class-games').textContent);
    throw new Error(`the projector page did not show ${what} within ${timeout} ms; it shows: ${shown}`);
  }
  return Date.now() - start;
}

try {
  await check('the teacher makes a class of children and sets today\'s lesson', async () => {
    const created = await api(base, 'POST', '/api/classes', null, { name: '大二班', teacher_pin: '2468' });
    assert(created.status === 201, `class: ${created.status}`);
    ({ class_code: code, teacher_token: teacher } = created.json);
    for (const [index, name] of NAMES.entries()) {
      const avatars = ['lion', 'tiger', 'elephant', 'cat', 'dog', 'rat'];
      const added = await api(base, 'POST', `/api/classes/${code}/students`, teacher, { name, avatar: avatars[index] });
      assert(added.status === 201, `student ${name}: ${added.status}`);
      studentIds.push(added.json.student_id);
    }
    const set = await api(base, 'PUT', `/api/classes/${code}/assignment`, teacher, { items: [{ lesson: lesson.id }] });
    assert(set.status === 200, `assignment: ${set.status}`);
  });

  await check('the projector page shows the class code and a QR code', async () => {
    const browser = await launch();
    const page = await browser.context.newPage();
    await page.goto(`${base}/projector/${code}`);
    const body = await page.content();
    assert(body.includes(code) && body.includes('<svg'), 'no code or QR on the projector page');
    await page.screenshot({ path: join(shots, 'class-00-projector.png') });
    await browser.close();
  });

  await check(`${DEVICES} devices open the join link and each child taps their name`, async () => {
    for (const name of NAMES) {
      const browser = await launch();
      const page = await browser.context.newPage();
      await page.goto(`${base}/?e2e=1&join=${code}`);
      await until(page, 'the join screen', (r) => r.screen === 'Join', 30000);
      const card = await settled(page, `the name ${name}`, (r) =>
        r.nodes.find((n) => n.role === 'Button' && n.label.includes(name)));
      await tapAt(page, card, 'touch');
      devices.push({ name, browser, page });
    }
    for (const { name, page } of devices) {
      await until(page, `the greeting of ${name}`, has(name));
      await until(page, `today's lesson on ${name}'s device`, (r) =>
        r.nodes.find((n) => n.role === 'Button' && !n.disabled && n.label.includes(lesson.title.en)));
    }
    await devices[0].page.screenshot({ path: join(shots, 'class-01-joined.png') });
  });

  await check('each child taps today\'s lesson and completes its first step with touches', async () => {
    for (const { page } of devices) {
      const button = await settled(page, 'today\'s lesson', (r) =>
        r.nodes.find((n) => n.role === 'Button' && !n.disabled && n.label.includes(lesson.title.en)));
      const before = (await report(page)).frame;
      await tapAt(page, button, 'touch');
      await until(page, 'a frame after the tap', (r) => r.frame > before);
      await until(page, 'the step text', has(lesson.step_text.en));
      await clickSquare(page, lesson.piece, 'touch');
      await clickSquare(page, lesson.legal_to, 'touch');
      await until(page, 'the step complete', (r) => r.feedback[0] === 'tutor-step-complete');
    }
    await devices[0].page.screenshot({ path: join(shots, 'class-02-step-done.png') });
  });

  await check('the teacher\'s progress table has every child\'s step (sent from the outbox, stored once)', async () => {
    const deadline = Date.now() + 30000;
    let missing = NAMES;
    while (Date.now() < deadline && missing.length) {
      const progress = await api(base, 'GET', `/api/classes/${code}/progress`, teacher);
      missing = NAMES.filter((name) => {
        const student = progress.json.students.find((s) => s.name === name);
        return !(student && student.lessons[lesson.id] && student.lessons[lesson.id].steps_done === 1);
      });
      if (missing.length) await new Promise((r) => setTimeout(r, 200));
    }
    assert(missing.length === 0, `no step on the server for ${missing.join(', ')}`);
  });
  await check(`the teacher opens a board to the class, ${DEVICES} browser devices answer it, the projector shows the tally on the board`, async () => {
    // The teacher's socket, opened in the projector's browser as the teacher's screen opens it.
    const projector = await launch({ viewport: { width: 1280, height: 800 } });
    const page = await projector.context.newPage();
    await page.goto(`${base}/projector/${code}?lang=en`);
    const ws = `${base.replace('http', 'ws')}/api/classes/${code}/live?token=${teacher}`;
    const ask = { type: 'ask', id: 'e2e-q1', game: 'jungle', position: { fen: TEACH_FEN } };
    await page.evaluate(({ ws, ask }) => new Promise((resolve, reject) => {
      const socket = new WebSocket(ws);
      window.__teacher = socket;
      window.__answers = [];
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type === 'answers') window.__answers.push(message);
      };
      socket.onopen = () => { socket.send(JSON.stringify(ask)); resolve(); };
      socket.onerror = () => reject(new Error('the teacher socket failed'));
    }), { ws, ask });
    // Every device switches to the question by itself; each child answers with two taps.
    const answers = [['d8', 'd9'], ['g1', 'g2'], ['d8', 'd6']];
    for (const [index, { name, page: device }] of devices.entries()) {
      await until(device, `the question on ${name}'s device`, has(text(en, 'app-teach-question-ask-move')), 30000);
      const [from, to] = answers[index % answers.length];
      await clickSquare(device, from, 'touch');
      await clickSquare(device, to, 'touch');
      await until(device, `${name}'s answer taken`, has(text(en, 'app-teach-question-taken')));
    }
    const tally = await page.waitForFunction((n) => {
      const last = window.__answers[window.__answers.length - 1];
      return last && last.answered === n ? last : null;
    }, DEVICES, { timeout: 20000 }).then((handle) => handle.jsonValue());
    const verdict = (answer) => tally.tally.find((row) => row.answer === answer)?.verdict;
    assert(verdict('d8d9') === 'right', `d8d9: ${JSON.stringify(tally)}`);
    assert(verdict('d8d6') === 'illegal', `d8d6: ${JSON.stringify(tally)}`);
    assert(tally.connected >= DEVICES, `connected: ${tally.connected}`);
    await page.evaluate(() => window.__teacher.send(JSON.stringify({ type: 'reveal', id: 'e2e-q1' })));
    for (const { name, page: device } of devices) {
      await until(device, `the right answer on ${name}'s device`, has(text(en, 'app-teach-question-revealed')));
    }
    // The projector draws the tally on the board, the reason said in a sentence.
    await page.waitForFunction(() => {
      const box = document.getElementById('teach-board');
      return box && box.querySelectorAll('svg line').length >= 3 && box.textContent.includes('is not next to');
    }, null, { timeout: 20000 });
    const shown = await page.evaluate(() => document.getElementById('teach-board').textContent);
    assert(shown.includes(`${DEVICES} of `) && shown.includes('×1'), `the projector shows: ${shown}`);
    await page.evaluate(() => document.getElementById('teach-board').scrollIntoView());
    await page.screenshot({ path: join(shots, 'teach-board-projector-en-1280x800.png') });
    await devices[0].page.screenshot({ path: join(shots, 'teach-board-device-revealed.png') });
    for (const { page: device } of devices) {
      await click(device, text(en, 'app-teach-question-back'), 'touch');
    }
    await projector.close();
  });
  await check('a child\'s device in the class cannot open teacher mode with a PIN of its own', async () => {
    const { page } = devices[0];
    await click(page, text(en, 'app-nav-settings'), 'touch');
    await click(page, text(en, 'app-settings-teacher-mode'), 'touch');
    await until(page, 'the class PIN prompt', has(text(en, 'app-teacher-pin-class')));
    const asked = await report(page);
    assert(!asked.nodes.some((n) => n.label.includes(text(en, 'app-teacher-pin-choose'))),
      'a PIN can be chosen on a class device');
    await clickField(page, text(en, 'app-teacher-pin-enter'));
    await page.keyboard.type('1111');
    await click(page, text(en, 'app-teacher-pin-unlock'), 'touch');
    await until(page, 'the server\'s no', has(text(en, 'app-teacher-pin-wrong')));
    const teacherButton = (r) => r.nodes.some((n) => n.role === 'Button' && n.label.trim() === text(en, 'app-nav-teacher'));
    assert(!teacherButton(await report(page)), 'teacher mode opened with a PIN of the device\'s own');
    await page.screenshot({ path: join(shots, 'class-03-child-pin-refused.png') });
    // The class's PIN, checked by the server, opens it (the teacher at the child's tablet).
    await clickField(page, text(en, 'app-teacher-pin-enter'));
    await page.keyboard.type('2468');
    await click(page, text(en, 'app-teacher-pin-unlock'), 'touch');
    await until(page, 'teacher mode with the class PIN', (r) => teacherButton(r) ? r : null);
  });
  await check('the teacher opens the class in the browser (code and PIN) and sees every child on the lesson', async () => {
    const browser = await launch();
    const page = await browser.context.newPage();
    await page.goto(`${base}/?e2e=1`);
    await until(page, 'the home screen', (r) => r.screen === 'Home', 30000);
    await click(page, text(en, 'app-nav-settings'));
    // The first time, teacher mode asks the teacher to choose a PIN.
    await chooseTeacherPin(page, (id) => text(en, id));
    await click(page, text(en, 'app-nav-teacher'));
    await click(page, text(en, 'app-teacher-server-class'));
    await clickField(page, text(en, 'join-address-label'));
    await page.keyboard.type(base);
    await clickField(page, text(en, 'app-server-class-pin'));
    await page.keyboard.type('2468');
    await clickField(page, text(en, 'join-code-label'));
    await page.keyboard.type(code);
    await click(page, text(en, 'app-server-class-open'));
    for (const name of NAMES) await until(page, `${name} on the dashboard`, has(name));
    // Each device said what its child is on: the lesson, step 1.
    await until(page, 'the lesson in the "working on" column', (r) =>
      r.nodes.filter((n) => n.label.includes(`${lesson.title.en} · 1`)).length >= NAMES.length ? r : null);
    await page.screenshot({ path: join(shots, 'class-04-teacher-dashboard.png') });
    teacherScreen = { browser, page };
  });
  await check('the teacher sets up a Renju board in the app, opens it, the devices answer, the tally is on the teacher\'s board in the verdicts\' colours', async () => {
    const { page } = teacherScreen;
    const tap = async (what, find) => {
      const node = await scrollToNode(page, what, find);
      const before = (await report(page)).frame;
      await tapAt(page, node, 'mouse');
      await until(page, `a frame after ${what}`, (r) => r.frame > before);
    };
    const labelled = (label) => (r) => r.nodes.find((n) => !n.disabled && n.label.trim() === label);
    await tap('the set-up switch', labelled(text(en, 'app-board-setup-toggle')));
    await tap('Renju', labelled(text(en, 'common-game-renju')));
    // Black has four on row 8 (l8 or g8 makes five) and two twos that cross on e3 (a double
    // three: forbidden for Black), White three above the four.
    await tap('the black stone', labelled('Black stone'));
    for (const point of ['h8', 'i8', 'j8', 'k8', 'c3', 'd3', 'e4', 'e5']) await tap(point, square(point));
    await tap('the white stone', labelled('White stone'));
    for (const point of ['h9', 'i9', 'j9']) await tap(point, square(point));
    await until(page, 'the board ready', has(text(en, 'app-board-setup-ready')));
    await page.screenshot({ path: join(shots, 'teach-board-setup-renju.png') });
    await tap('Open this board', labelled(text(en, 'app-board-setup-open')));
    // Right (a five), allowed, and Black's forbidden point.
    const answers = ['l8', 'a15', 'e3'];
    for (const [index, { name, page: device }] of devices.entries()) {
      await until(device, `the Renju question on ${name}'s device`, has(text(en, 'app-teach-question-ask-point')), 30000);
      await clickSquare(device, answers[index % answers.length], 'touch');
      await until(device, `${name}'s answer taken`, has(text(en, 'app-teach-question-taken')));
    }
    await until(page, 'every answer on the teacher\'s screen', has(`${DEVICES} of `));
    await tap('Show answers', labelled(text(en, 'app-teach-board-reveal')));
    const badge = (point, words) => (r) => r.nodes.find((n) => n.label.startsWith(`${point} `) && n.label.includes(words));
    await until(page, 'l8 counted right on the board', badge('l8', '1 answer: right'));
    await until(page, 'a15 counted allowed on the board', badge('a15', '1 answer: allowed, not right'));
    await until(page, 'e3 counted not allowed on the board', badge('e3', '1 answer: not allowed'));
    await until(page, 'the reason in a sentence', has('Black may not play on E3: it is forbidden (double-three).'));
    // The tally's first line near the top, the board below it.
    await scrollToNode(page, 'the tally', (r) => r.nodes.find((n) => n.label.startsWith('l8 ×1')),
      { top: 130, height: 340 });
    await page.screenshot({ path: join(shots, 'teach-board-tally-renju-en.png') });
  });
  await check('a placement race: the projector page shows the finishing order live and the podium at the end', async () => {
    // Each child races on a second device of their own (a socket with a token of its own), the
    // teacher's socket in the projector's browser: the server judges and times, the projector
    // page draws what the server says.
    const tokens = [];
    for (const id of studentIds) {
      const joined = await api(base, 'POST', '/api/join', null, { class_code: code, student_id: id });
      assert(joined.status === 200, `join ${id}: ${joined.status}`);
      tokens.push(joined.json.student_token);
    }
    const projector = await launch({ viewport: { width: 1280, height: 800 } });
    const page = await projector.context.newPage();
    await page.goto(`${base}/projector/${code}?lang=en`);
    const ws = base.replace('http', 'ws');
    const right = ['elephant', 'lion', 'tiger', 'leopard', 'dog', 'wolf', 'cat', 'rat'];
    const wrong = ['lion', 'elephant', 'tiger', 'leopard', 'dog', 'wolf', 'cat', 'rat'];
    const places = await page.evaluate(async ({ ws, code, teacher, tokens, right, wrong }) => {
      const open = (url) => new Promise((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.inbox = [];
        socket.waiting = [];
        socket.onmessage = (event) => {
          const message = JSON.parse(event.data);
          const at = socket.waiting.findIndex((w) => w.wanted(message));
          if (at >= 0) socket.waiting.splice(at, 1)[0].resolve(message);
          else socket.inbox.push(message);
        };
        socket.onopen = () => resolve(socket);
        socket.onerror = () => reject(new Error(`socket failed: ${url}`));
      });
      const next = (socket, wanted) => {
        const at = socket.inbox.findIndex(wanted);
        if (at >= 0) return Promise.resolve(socket.inbox.splice(at, 1)[0]);
        return new Promise((resolve) => socket.waiting.push({ wanted, resolve }));
      };
      const teacherSocket = await open(`${ws}/api/classes/${code}/live?token=${teacher}`);
      window.__teacherRace = teacherSocket;
      teacherSocket.send(JSON.stringify({ type: 'race-start', id: 'e2e-race', lesson: 'jungle-10-food-chain', step: 3, show: 'names' }));
      await next(teacherSocket, (m) => m.type === 'race-standings' && m.id === 'e2e-race');
      const places = [];
      for (const [index, token] of tokens.entries()) {
        const device = await open(`${ws}/api/live?token=${token}`);
        await next(device, (m) => m.type === 'race' && m.id === 'e2e-race');
        if (index === 0) {
          device.send(JSON.stringify({ type: 'race-answer', id: 'e2e-race', answer: wrong, event_id: `e2e-${index}-a` }));
          await next(device, (m) => m.type === 'race-taken' && m.event_id === `e2e-${index}-a`);
        }
        device.send(JSON.stringify({ type: 'race-answer', id: 'e2e-race', answer: right, event_id: `e2e-${index}-b` }));
        const taken = await next(device, (m) => m.type === 'race-taken' && m.event_id === `e2e-${index}-b`);
        places.push(taken.place);
      }
      return places;
    }, { ws, code, teacher, tokens, right, wrong });
    assert(JSON.stringify(places) === JSON.stringify(tokens.map((_, i) => i + 1)), `places: ${places}`);
    // Live: the finishers in order, each with time and mistakes.
    await page.waitForFunction((names) => {
      const box = document.getElementById('race-board');
      return box && names.every((name) => box.textContent.includes(name)) && box.textContent.includes('1 mistake');
    }, NAMES, { timeout: 20000 });
    const live = await page.evaluate(() => document.getElementById('race-board').textContent);
    assert(!live.includes('1 mistakes') && live.includes('0 mistakes'), `the projector shows: ${live}`);
    await page.evaluate(() => window.__teacherRace.send(JSON.stringify({ type: 'race-end', id: 'e2e-race' })));
    // Over: the podium, first place first.
    await page.waitForFunction((first) => {
      const box = document.getElementById('race-board');
      const gold = box && box.querySelector('[data-place="1"]');
      return gold && gold.textContent === `1${first}`;
    }, NAMES[0], { timeout: 20000 });
    await page.evaluate(() => document.getElementById('race-board').scrollIntoView());
    await page.screenshot({ path: join(shots, 'race-projector-en-1280x800.png') });
    await projector.close();
  });
  await check('two browser devices paired by the teacher play Renju to a five; the teacher sees every board live (issue #40)', async () => {
    const { page } = teacherScreen;
    const tap = async (what, find) => {
      const node = await scrollToNode(page, what, find);
      const before = (await report(page)).frame;
      await tapAt(page, node, 'mouse');
      await until(page, `a frame after ${what}`, (r) => r.frame > before);
    };
    const labelled = (label) => (r) => r.nodes.find((n) => !n.disabled && n.label.trim() === label);
    // The projector page, in a fourth browser, shows the class's games from the server (no token).
    gamesProjector = await launch({ viewport: { width: 1280, height: 800 } });
    const board = await gamesProjector.context.newPage();
    await board.goto(`${base}/projector/${code}?lang=en`);
    await tap('Renju', labelled(text(en, 'app-rooms-game-renju')));
    // Freestyle (the default): the connected children two by two in roster order, 小明 Black.
    await tap('Pair the class', labelled(text(en, 'app-rooms-pair-class')));
    const [black, white] = devices;
    // The Renju question above was revealed, not left: the children go back to their work.
    for (const { page: device } of [black, white]) {
      if (has(text(en, 'app-teach-question-back'))(await report(device))) {
        await click(device, text(en, 'app-teach-question-back'), 'touch');
      }
    }
    await until(black.page, 'the room on Black\'s device', has(text(en, 'app-room-your-turn')), 30000);
    await until(white.page, 'the room on White\'s device', has('Your classmate'), 30000);
    const stones = [['h8', 'a1'], ['h9', 'a2'], ['h10', 'a3'], ['h11', 'a4'], ['h12', null]];
    // A stone on the board, also once the game is over and the board no longer takes taps
    // (`has` finds only enabled widgets: the five's stone and the end may come in one frame).
    const stone = (label) => (r) => r.nodes.find((n) => n.label.trim() === label);
    // The one game runs: large on the projector, the children by name.
    const card = (moves) => ({
      fn: (n) => {
        const large = document.querySelector('#class-games .game-large');
        return large && Number(large.dataset.moves) >= n ? large : null;
      },
      arg: moves,
    });
    await projectorShows(board, 'the new game, large', card(0), 20000);
    const players = await board.evaluate(() => document.querySelector('#class-games .game-large').textContent);
    assert(players.includes(black.name) && players.includes(white.name), `the projector's game: ${players}`);
    let moves = 0;
    const waits = [];
    for (const [b, w] of stones) {
      await clickSquare(black.page, b, 'touch');
      moves += 1;
      // The stone appears on the projector page within a few seconds of the tap.
      waits.push(await projectorShows(board, `${b} (move ${moves})`, card(moves)));
      if (moves === 3) {
        await board.screenshot({ path: join(shots, 'projector-games-live-en-1280x800.png') });
      }
      await until(white.page, `${b} on White's board`, stone(`${b} black`));
      if (w) {
        await until(white.page, 'White\'s turn', has(text(en, 'app-room-your-turn')));
        await clickSquare(white.page, w, 'touch');
        moves += 1;
        waits.push(await projectorShows(board, `${w} (move ${moves})`, card(moves)));
        await until(black.page, `${w} on Black's board`, stone(`${w} white`));
      }
    }
    console.log(`  the projector page showed each move ${Math.min(...waits)}–${Math.max(...waits)} ms after the tap was sent`);
    await until(black.page, 'the win on Black\'s device', has(text(en, 'app-room-you-won')));
    await until(white.page, 'the loss on White\'s device', has(text(en, 'app-room-you-lost')));
    await black.page.screenshot({ path: join(shots, 'rooms-device-black-won.png') });
    await white.page.screenshot({ path: join(shots, 'rooms-device-white-lost.png') });
    await until(page, 'the result on the teacher\'s board', has('wins with five in a row'));
    // The projector page says who won and why.
    await projectorShows(board, 'the win', {
      fn: () => {
        const large = document.querySelector('#class-games .game-large');
        return large && large.dataset.over === '1' && large.textContent.includes('wins with five in a row') ? large : null;
      },
      arg: null,
    });
    const won = await board.evaluate(() => document.querySelector('#class-games .game-large .status').textContent);
    assert(won === `${black.name} (Black) wins!`, `the projector says: ${won}`);
    await board.screenshot({ path: join(shots, 'projector-games-won-en-1280x800.png') });
    await scrollToNode(page, 'all the boards', labelled(text(en, 'app-rooms-all-boards')), { top: 130, height: 300 });
    await page.screenshot({ path: join(shots, 'rooms-teacher-all-boards.png') });
    const games = await api(base, 'GET', `/api/classes/${code}/games`, teacher);
    const game = games.json.games.find((g) => g.result && g.result.reason === 'five');
    assert(game && game.moves.length === 9, `the stored game: ${JSON.stringify(games.json)}`);
    for (const device of [black, white]) await click(device.page, text(en, 'app-room-back'), 'touch');
  });
  await check('a class tournament: the projector page shows the pairings, the bye and the standings with the tie-break named', async () => {
    // The teacher's socket in the projector's browser (as the race above), a socket of each
    // child's own; the projector page asks the server and draws.
    const tokens = [];
    for (const id of studentIds) {
      const joined = await api(base, 'POST', '/api/join', null, { class_code: code, student_id: id });
      assert(joined.status === 200, `join ${id}: ${joined.status}`);
      tokens.push(joined.json.student_token);
    }
    assert(gamesProjector, 'no projector page from the game above');
    const page = await gamesProjector.context.newPage();
    await page.goto(`${base}/projector/${code}?lang=en`);
    const ws = base.replace('http', 'ws');
    const round = await page.evaluate(async ({ ws, code, teacher }) => {
      const socket = new WebSocket(`${ws}/api/classes/${code}/live?token=${teacher}`);
      window.__teacherTournament = socket;
      socket.inbox = [];
      socket.onmessage = (event) => socket.inbox.push(JSON.parse(event.data));
      await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
      const next = async (type) => {
        for (let i = 0; i < 200; i++) {
          const at = socket.inbox.findIndex((m) => m.type === type);
          if (at >= 0) return socket.inbox.splice(at, 1)[0];
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`no ${type}: ${JSON.stringify(socket.inbox.slice(-5))}`);
      };
      socket.send(JSON.stringify({ type: 'tournament-start', game: 'jungle', rules: { preset: 'classroom' } }));
      const started = await next('tournament');
      socket.send(JSON.stringify({ type: 'tournament-round', tournament: started.tournament }));
      const pairings = await next('pairings');
      return { started, pairings };
    }, { ws, code, teacher });
    assert(round.started.system === 'round-robin', `the tournament: ${JSON.stringify(round.started)}`);
    const nameOf = (id) => NAMES[studentIds.indexOf(id)];
    const [pair] = round.pairings.pairs;
    const bye = round.pairings.bye;
    // The pairing and the bye, by name and picture.
    await page.waitForFunction(({ first, second, bye }) => {
      const box = document.getElementById('class-tournament');
      const row = box && box.querySelector('table.pairings tr');
      const byeLine = box && box.querySelector('.bye');
      return row && row.textContent.includes(first) && row.textContent.includes(second) &&
        byeLine && byeLine.textContent.includes(bye);
    }, { first: nameOf(pair.first), second: nameOf(pair.second), bye: bye ? nameOf(bye) : '' }, { timeout: 20000 });
    // The second child gives up (from a socket of their own): 1 – 0, and the standings follow.
    const second = tokens[studentIds.indexOf(pair.second)];
    await page.evaluate(async ({ ws, token, room }) => {
      const socket = new WebSocket(`${ws}/api/live?token=${token}`);
      await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
      socket.send(JSON.stringify({ type: 'resign', room }));
    }, { ws, token: second, room: pair.room });
    await page.waitForFunction((first) => {
      const box = document.getElementById('class-tournament');
      const row = box && box.querySelector('table.pairings tr');
      const rows = box ? [...box.querySelectorAll('table.standings tr[data-rank]')] : [];
      return row && row.textContent.includes('1 – 0') &&
        rows.some((r) => r.children[1].textContent.includes(first) && r.children[2].textContent === '1');
    }, nameOf(pair.first), { timeout: 20000 });
    const shown = await page.evaluate(() => document.getElementById('class-tournament').textContent);
    assert(shown.includes('Sonneborn-Berger') && shown.includes('S-B') && shown.includes('Round-robin'),
      `the projector shows: ${shown}`);
    // The standings are the results: the winner and the bye 1 point, the one who gave up 0.
    const rows = await page.evaluate(() => [...document.querySelectorAll('#class-tournament table.standings tr[data-rank]')]
      .map((r) => [...r.children].map((td) => td.textContent)));
    const pointsOf = (name) => rows.find((r) => r[1].includes(name))?.[2];
    assert(pointsOf(nameOf(pair.first)) === '1' && pointsOf(nameOf(bye)) === '1' && pointsOf(nameOf(pair.second)) === '0',
      `the standings: ${JSON.stringify(rows)}`);
    await page.evaluate(() => document.getElementById('class-tournament').scrollIntoView());
    await page.screenshot({ path: join(shots, 'projector-tournament-en-1280x800.png') });
    // The same in Chinese.
    const zh = await gamesProjector.context.newPage();
    await zh.goto(`${base}/projector/${code}?lang=zh-CN`);
    await zh.waitForFunction(() => {
      const box = document.getElementById('class-tournament');
      return box && box.textContent.includes('索伯分') && box.querySelectorAll('table.standings tr[data-rank]').length === 3;
    }, null, { timeout: 20000 });
    await zh.evaluate(() => document.getElementById('class-tournament').scrollIntoView());
    await zh.screenshot({ path: join(shots, 'projector-tournament-zh-CN-1280x800.png') });
    // Two more games at once: every board small on the projector; a click on one shows it large
    // (and puts it in the address, `?room=`, so a reload keeps it).
    const paired = await page.evaluate(async (players) => {
      const socket = window.__teacherTournament;
      const games = [
        ['jungle', { preset: 'classroom' }, [players[0], players[1]]],
        ['renju', { rule_set: 'renju', forbidden_policy: 'must-claim' }, [players[2], players[0]]],
      ];
      const rooms = [];
      for (const [game, rules, pair] of games) {
        socket.send(JSON.stringify({ type: 'pair', game, rules, players: pair }));
        for (let i = 0; i < 200; i++) {
          const at = socket.inbox.findIndex((m) => m.type === 'paired');
          if (at >= 0) {
            rooms.push(socket.inbox.splice(at, 1)[0].room);
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      return rooms;
    }, studentIds);
    assert(paired.length === 2, `paired: ${paired}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((rooms) => rooms.every((room) =>
      document.querySelector(`#class-games .game-small[data-room="${room}"]`)), paired, { timeout: 20000 });
    await page.screenshot({ path: join(shots, 'projector-games-grid-en-1280x800.png') });
    await page.click(`#class-games .game-small[data-room="${paired[1]}"]`);
    await page.waitForFunction((room) => document.querySelector(`#class-games .game-large[data-room="${room}"]`) &&
      location.search.includes(`room=${room}`), paired[1], { timeout: 5000 });
  });
} finally {
  for (const { browser } of devices) await browser.close().catch(() => {});
  if (teacherScreen) await teacherScreen.browser.close().catch(() => {});
  if (gamesProjector) await gamesProjector.close().catch(() => {});
  child.kill('SIGKILL');
  rmSync(data, { recursive: true, force: true });
}

finish('e2e-class');
