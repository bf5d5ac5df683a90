// Reads the simple messages of the app's Fluent files (`id = text`, one line, placeables
// kept as written), so the browser test looks for the words the app shows in each language.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));

export function messages(locale) {
  const out = new Map();
  const folder = join(LOCALES, locale);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ftl'))) {
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
      const match = /^([a-z][a-z0-9-]*)\s*=\s*(.*)$/.exec(line);
      if (match) out.set(match[1], match[2].trim());
    }
  }
  return out;
}

/** The text of `id` with its placeables `{ $x }` filled from `args`. */
export function text(table, id, args = {}) {
  const raw = table.get(id);
  if (raw === undefined) throw new Error(`no message ${id}`);
  return raw.replace(/\{\s*\$([a-z-]+)\s*\}/g, (_, name) => String(args[name] ?? `{$${name}}`));
}

/** The longest piece of `id`'s text without a placeable (for a `contains` check). */
export function fixedPart(table, id) {
  const raw = table.get(id);
  if (raw === undefined) throw new Error(`no message ${id}`);
  return raw
    .split(/\{[^}]*\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0];
}
