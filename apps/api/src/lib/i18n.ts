import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@chairside/shared/constants';

/**
 * Phrases live in features/translations/phrases/<lang>/<namespace>.json. The server uses them for
 * its own messages (namespaces `errors`, `validation`, `mail`) and serves all of them to the web app.
 */
export type PhraseTree = { [key: string]: string | PhraseTree };
export type Phrases = Record<string, string>;

function phrasesRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, '..', 'features', 'translations', 'phrases'), path.join(here, 'phrases')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, DEFAULT_LANGUAGE)));
  if (!found) throw new Error(`No phrases folder near ${here}`);
  return found;
}

function flatten(tree: PhraseTree, prefix: string, into: Phrases): Phrases {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[full] = value;
    else flatten(value, full, into);
  }
  return into;
}

/** Reads every language's namespaces into flat maps "namespace.key" → text. */
export function loadPhrases(root = phrasesRoot()): Record<Language, Phrases> {
  const result = {} as Record<Language, Phrases>;
  for (const lang of LANGUAGES) {
    const dir = path.join(root, lang);
    const flat: Phrases = {};
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as PhraseTree;
      flatten(tree, path.basename(file, '.json'), flat);
    }
    result[lang] = flat;
  }
  return result;
}

let cache: Record<Language, Phrases> | undefined;
export const phrases = (): Record<Language, Phrases> => (cache ??= loadPhrases());

/** Translates a key with {{var}} interpolation, falling back to English, then to the key itself. */
export function t(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const all = phrases();
  const text = all[lang][key] ?? all[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The language of a request: a supported Content-Language, else the default. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
