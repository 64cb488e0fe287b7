// The lookup of every string a person reads: t(lang, key, params) fills
// {name} placeholders from one table per language (en.js, zh.js, and their
// engine parts; the words of play join them from text/play.js, the course's
// from text/course.js); params reach the DOM as text, never as HTML.
// Also: engine refusals by code, lists and moves in the reader's grammar, and
// the language chosen, remembered across pages.
import { en } from './en.js';
import { zh } from './zh.js';
import { engineEn } from './engine-en.js';
import { engineZh } from './engine-zh.js';

export const strings = {
  en: { ...en, ...engineEn },
  zh: { ...zh, ...engineZh },
};

// More words, from the module that says them (text/play.js, text/course.js),
// so that a page or widget file without them does not carry them.
export function addStrings(tables) {
  for (const lang of languages) Object.assign(strings[lang], tables[lang]);
}

export const languages = ['en', 'zh'];
const storageKey = 'sglab.lang';

// Placeholders are {name}; a brace not around a known name stays as written.
// A param may itself be said in the reader's language: an engine error (an
// Error with a code) or a {key, params} pair.
// A count of one reads in the singular: a key may have a "KEY.one" variant,
// said when the count it names (params count, else n, else expected, else
// width: the engine's words for how many) is 1.
export function t(lang, key, params = {}) {
  const table = strings[lang] ?? strings.en;
  const many = params.count ?? params.n ?? params.expected ?? params.width;
  if (String(many) === '1' && `${key}.one` in strings.en) key = `${key}.one`;
  const text = table[key] ?? strings.en[key] ?? key;
  // {name:n} writes a number with its thousands separated (2,000,000), as every page writes counts.
  return text.replace(/\{(\w+)(:n)?\}/g, (m, name, n) =>
    !(name in params) ? m : n ? Number(params[name]).toLocaleString('en-US') : show(lang, params[name])
  );
}

function show(lang, v) {
  if (v instanceof Error) return errorText(lang, v);
  if (v && typeof v === 'object' && typeof v.key === 'string') return t(lang, v.key, v.params);
  return String(v);
}

// The remembered choice, else the browser's language.
export function preferredLang() {
  try {
    const saved = localStorage.getItem(storageKey);
    if (languages.includes(saved)) return saved;
  } catch {
    /* storage may be disabled */
  }
  const nav = (typeof navigator !== 'undefined' && (navigator.languages?.[0] || navigator.language)) || 'en';
  return nav.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function rememberLang(lang) {
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    /* ignore */
  }
}

// A count for people: 83341 -> "83,341", the same in English and Chinese
// (digits grouped by three with a comma). Written by hand: the first
// Intl.NumberFormat of a page loads the locale's data, tens of milliseconds.
export const count = (lang, n) => {
  const [whole, frac] = String(Number(n)).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (frac !== undefined ? `.${frac}` : '');
};

// How an analysis knows its outcome, from the engine's reason (a code and its
// counts: the misère, Every-SG and play analyses) in the reader's language:
// the words of "reason.CODE", counts grouped by three. The Anti-SG rule's
// also say what its condition was checked on ("reason.where.*", joined).
export function reasonText(lang, reason) {
  if (!reason?.code) return '';
  const given = reason.params ?? {};
  /** @type {Record<string, string>} */
  const params = {};
  for (const [name, value] of Object.entries(given)) params[name] = count(lang, value);
  if (reason.code.startsWith('misere.anti_sg')) {
    const games = 'positions' in given;
    const where = [
      t(
        lang,
        games ? ('heaps' in given ? 'reason.where.both' : 'reason.where.positions') : 'reason.where.heaps',
        params
      ),
    ];
    if (given.onOneEdge) where.push(t(lang, 'reason.where.onOneEdge', params));
    if (given.boards) where.push(t(lang, 'reason.where.boards', params));
    params.where = where.join(lang === 'zh' ? '；' : '; ');
    params.what = t(lang, games ? 'reason.what.position' : 'reason.what.heap');
  }
  return t(lang, `reason.${reason.code}`, params);
}

// "b, c" / "b、c": a list inside a sentence.
export const listOf = (lang, items) => items.join(lang === 'zh' ? '、' : ', ');

// "1, 3 or 4" / "1、3、4"
export function joinList(lang, items) {
  if (lang === 'zh') return items.join('、');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(lang, 'or')} ${items.at(-1)}`;
}

// A move in the reader's language, from the engine's structured move: the
// amount taken and the heaps left (none, one, or two or three after a split).
export function describeMove(lang, m, heap) {
  const leaves = m.leaves ?? [];
  if (lang === 'zh') {
    const heaps = `${leaves.join('、')} ${['', '一', '两', '三'][leaves.length] ?? leaves.length}堆`;
    if (leaves.length === 0) return heap === 1 ? '取走仅剩的 1 颗' : `取走全部 ${heap} 颗`;
    if (leaves.length === 1) return `取走 ${m.taken} 颗`;
    if (m.taken === 0) return `分成 ${heaps}`;
    return `取走 ${m.taken} 颗，剩下 ${heaps}`;
  }
  const list = leaves.length > 2 ? `${leaves.slice(0, -1).join(', ')} and ${leaves.at(-1)}` : leaves.join(' and ');
  if (leaves.length === 0) return heap === 1 ? 'take the single stone' : `take all ${heap}`;
  if (leaves.length === 1) return `take ${m.taken}`;
  if (m.taken === 0) return `split into heaps of ${list}`;
  return `take ${m.taken} and leave heaps of ${list}`;
}

// An engine refusal in the reader's language: its code's sentence with the
// params filled in, and where it happened. Errors without a code (not from
// the engine) keep their own text.
export function errorText(lang, e) {
  const key = `err.${e?.code}`;
  if (!e?.code || !(key in strings.en)) return String(e?.message ?? e);
  const params = { ...e.params };
  if (params.what) params.what = t(lang, `err.what.${params.what}`);
  // The game language's parser says what it expected by key, or as a symbol.
  const quote = (x) => (lang === 'zh' ? `“${x}”` : `"${x}"`);
  // (game.wrong_coordinates also has expected and found: counts, left as numbers.)
  if (e.code === 'game.expected' || e.code === 'game.bad_position') {
    const what = params.expected ?? 'coordinate_in_range';
    params.expected = `expect.${what}` in strings.en ? t(lang, `expect.${what}`) : quote(what);
    if ('found' in params) params.found = params.found ? quote(params.found) : t(lang, 'expect.found_end');
  }
  // The engine names a heap past its table in English ("g(N) for RULE"): said
  // as sums write a heap, RULE:N, the same in every language.
  const heap = e.code === 'pattern.observed' && /^g\((\d+)\) for (\S+)$/.exec(params.item ?? '');
  if (heap) params.item = `${heap[2]}:${heap[1]}`;
  // A refusal that names its reason (a box's) says that reason: errReason.CODE.REASON.
  const why = `errReason.${e.code}.${params.reason}`;
  const message = t(lang, params.reason && why in strings.en ? why : key, params);
  if (e.line) return t(lang, 'errAtLine', { message, line: e.line, column: e.column });
  if (e.column) return t(lang, 'errAt', { message, column: e.column });
  return message;
}
