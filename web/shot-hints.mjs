// A look at "show, don't write" (not part of CI): a Jungle and a Renju puzzle in the browser at
// 1024x768 with their hints drawn on the board, saved as PNGs for a person to look at.
//   (cd web && node shot-hints.mjs [OUT_DIR])      # needs web/dist (scripts/build-web.sh)
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';
import { launch } from './chromium.mjs';
import { messages, text } from './ftl.mjs';
import { shots, until, click } from './e2e-lib.mjs';
const en = messages('en');
const out = process.argv[2] || join(shots, 'hints');
mkdirSync(out, { recursive: true });
const { url } = await serve(join(fileURLToPath(new URL('.', import.meta.url)), 'dist'));
const browser = await launch();
const page = await browser.context.newPage();
await page.setViewportSize({ width: 1024, height: 768 });
await page.goto(`${url}?e2e=1`);
await until(page, 'home', (r) => r.screen === 'Home', 30000);
await click(page, text(en, 'app-nav-puzzles'));
await click(page, 'The rat walks in');
await until(page, 'hint button', (r) => r.nodes.find((n) => n.label === text(en, 'app-puzzle-hint')));
for (let i = 0; i < 3; i++) await click(page, text(en, 'app-puzzle-hint'));
await page.screenshot({ path: join(out, 'jungle-hint-1024x768.png') });
await click(page, text(en, 'app-puzzle-back-to-list'));
await click(page, text(en, 'app-nav-home'));
await click(page, text(en, 'common-game-renju'));
await click(page, text(en, 'app-nav-puzzles'));
await click(page, "White's four-three on the right, 4 moves");
await until(page, 'hint button', (r) => r.nodes.find((n) => n.label === text(en, 'app-puzzle-hint')), 60000);
for (let i = 0; i < 3; i++) await click(page, text(en, 'app-puzzle-hint'));
await page.screenshot({ path: join(out, 'renju-hint-1024x768.png') });
await browser.close();
process.exit(0);
