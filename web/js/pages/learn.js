// The learning page: four modes (mex table, sums, graph games, your own game), the language
// switch, and the view kept in the URL hash so that a link reopens it.
import { t, preferredLang, languages } from '../text/i18n.js';
import { define as defineMexTable } from '../widgets/mex-table.js';
import { gameExamples } from '../model/game-examples.js';
import { gameTable as gameLimits, maxUpto } from '../engine/limits.js';
import { readHash, writeHash } from './hash.js';
import { mountShell, applyLang as applyPageLang } from './shell.js';
import { preloadTables } from '../engine/preload.js';

// The mex table (the first mode, unless a link names another) needs the engine's tables module.
const dist = /** @type {HTMLScriptElement} */ (document.currentScript).src;
if (!/[#&]mode=(?!table)/.test(location.hash)) preloadTables(dist);

// The other modes' widgets (learn-modes.js, a classic script: it loads from
// disk too) when one of them is first opened; until then their elements wait
// undrawn in their hidden panels, keeping the attributes set on them.
let modesLoading = null;
function loadModes() {
  modesLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('learn-modes.js', dist).href;
    script.onload = resolve;
    script.onerror = () => reject(new Error('learn-modes.js did not load'));
    document.head.append(script);
  });
  return modesLoading;
}

const modes = ['table', 'sum', 'graph', 'game'];
const $ = (sel) => document.querySelector(sel);
const mex = $('#mex');
const sum = $('#sum');
const graph = $('#graph');
const own = $('#own');
// The sums may hold positions of the reader's own game and tokens on the graph
// of the graph mode. The game joins them once the reader has met it (its mode
// opened, or a link that holds it): until then a sum of heaps needs only the
// engine's core module, not the game language (a definition changes how a
// sum is read, so the engine has to read it with the game when it is shared).
let gameMet = false;
function shareContext() {
  for (const [from, name, shared] of [
    [own, 'definition', gameMet],
    [graph, 'edges', true],
  ]) {
    const value = shared ? (from.getAttribute(name) ?? '') : '';
    if (sum.getAttribute(name) !== value) sum.setAttribute(name, value);
  }
}

// What the hash may hold, and how to check each value: the limits of the
// fields a person types in. The widgets check the rest (a rule's text, an
// engine refusal) and say what is wrong inside themselves.
const schema = {
  mode: (v) => modes.includes(v),
  lang: (v) => languages.includes(v),
  rule: (v) => v.length > 0 && v.length <= 200,
  n: (v) => /^\d{1,9}$/.test(v) && Number(v) <= maxUpto,
  x: (v) => /^\d{1,9}$/.test(v),
  pos: (v) => v.length <= 500,
  play: (v) => ['normal', 'misere', 'every'].includes(v),
  trust: (v) => v === 'on',
  edges: (v) => v.length <= 5000,
  tokens: (v) => v.length <= 500,
  def: (v) => v.length > 0 && v.length <= gameLimits.definitionChars,
  box: (v) => /^[0-9., ]{1,100}$/.test(v),
  game: (v) => /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(v),
  f: (v) => v.length <= 500,
  fm: (v) => v === 'sg' || v === 'p',
  predict: (v) => v === 'on' || v === 'off',
  graph: (v) => v === 'on',
  sug: (v) => v === 'on',
};

const state = { mode: 'table', lang: preferredLang(), problems: [], copy: null };

// What was wrong with the link, said in the current language.
function showProblems() {
  const notice = $('#notice');
  const { lang, problems } = state;
  notice.hidden = !problems.length;
  const why = problems.map((p) => t(lang, p.key, p.params)).join(lang === 'zh' ? '；' : '; ');
  notice.textContent = problems.length ? t(lang, 'badHash', { why }) : '';
}

function applyLang(lang) {
  state.lang = lang;
  applyPageLang(lang, 'titleLearn');
  for (const w of [mex, sum, graph, own]) w.setAttribute('lang', lang);
  showProblems();
  showCopy();
}

function applyMode(mode) {
  state.mode = mode;
  if (mode === 'game' && !gameMet) {
    gameMet = true;
    shareContext();
  }
  if (mode !== 'table') loadModes().catch(() => {}); // (a failure leaves the panel's elements as they are)
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[role=tab]'))) {
    const on = b.dataset.mode === mode;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    document.getElementById(b.getAttribute('aria-controls')).hidden = !on;
  }
}

function save() {
  const view = { mode: state.mode, lang: state.lang };
  if (state.mode === 'table')
    Object.assign(view, {
      rule: mex.getAttribute('rule'),
      n: mex.getAttribute('upto'),
      x: mex.getAttribute('step'),
      predict: mex.getAttribute('predict'),
      graph: mex.getAttribute('graph') === 'on' ? 'on' : null,
    });
  if (state.mode === 'sum') {
    view.pos = sum.getAttribute('position');
    view.play = sum.getAttribute('play') ?? null;
    view.trust = sum.getAttribute('trust-pattern') === 'on' ? 'on' : null;
    // The game and the graph its parts stand on, when it has such parts.
    if (sum.uses?.games) view.def = own.getAttribute('definition');
    if (sum.uses?.graph) view.edges = graph.getAttribute('edges');
  }
  if (state.mode === 'graph')
    Object.assign(view, { edges: graph.getAttribute('edges'), tokens: graph.getAttribute('tokens') });
  if (state.mode === 'game')
    Object.assign(view, {
      def: own.getAttribute('definition'),
      game: own.getAttribute('game'),
      box: own.getAttribute('box'),
      f: own.getAttribute('formula'),
      fm: own.getAttribute('formula') ? own.getAttribute('fmode') : null,
      sug: own.getAttribute('suggest') === 'on' ? 'on' : null,
    });
  writeHash(view);
  // "Link copied" was about the link it copied: another view, another link.
  // A link shown to copy by hand follows the view.
  if (state.copy && state.copy.href !== location.href) {
    state.copy = state.copy.copied ? null : { href: location.href, copied: false };
    showCopy();
  }
}

// "Copy link": the address of the view as shown. Where the clipboard is
// refused (a denied permission, a page from disk in some browsers), the link
// is shown selected for the reader to copy.
async function copyLink() {
  save();
  const href = location.href;
  let copied = false;
  try {
    await navigator.clipboard.writeText(href);
    copied = true;
  } catch {
    copied = false;
  }
  state.copy = { href, copied };
  showCopy();
  if (!copied) {
    const field = $('#link-text');
    field.focus();
    field.select();
  }
}

function showCopy() {
  const { copy, lang } = state;
  const field = $('#link-text');
  $('#link-status').textContent = copy ? t(lang, copy.copied ? 'linkCopied' : 'linkCopyFallback') : '';
  field.hidden = !copy || copy.copied;
  field.value = copy?.href ?? '';
}

function restore() {
  const { view, problems } = readHash(location.hash, schema);
  state.problems = problems;
  applyLang(view.lang ?? state.lang);
  applyMode(view.mode ?? 'table');
  if (view.rule) mex.setAttribute('rule', view.rule);
  if (view.n) mex.setAttribute('upto', view.n);
  if (view.x) mex.setAttribute('step', view.x);
  // Predict first, unless the link says otherwise. A link to a step made
  // before predicting existed (it has x but no predict) opens as it did: that
  // step's derivation shown.
  const predict = view.predict ?? (view.x !== undefined ? 'off' : 'on');
  if ((view.mode ?? 'table') === 'table' && mex.getAttribute('predict') !== predict)
    mex.setAttribute('predict', predict);
  if (view.play) sum.setAttribute('play', view.play);
  // Trust is asked for by the link or the checkbox, never kept from an earlier view.
  sum.setAttribute('trust-pattern', view.trust ?? 'off');
  if (view.edges) graph.setAttribute('edges', view.edges);
  if (view.tokens !== undefined) graph.setAttribute('tokens', view.tokens);
  if (view.def) {
    own.setAttribute('definition', view.def);
    gameMet = true;
  }
  if (view.game) own.setAttribute('game', view.game);
  if (view.box) own.setAttribute('box', view.box);
  if (view.f !== undefined) own.setAttribute('formula', view.f);
  if (view.fm) own.setAttribute('fmode', view.fm);
  if (view.sug) own.setAttribute('suggest', view.sug);
  if (view.graph) mex.setAttribute('graph', view.graph);
  // The sum last: its parts may name the game and the graph just restored.
  shareContext();
  if (view.pos) sum.setAttribute('position', view.pos);
}

// The page's work starts in the task after its script, and the mex table's in
// the task after that: the script's own evaluation, the page's first layout in
// the reader's language and the table's start are then short tasks, where in
// one they held the main thread past 50 ms.
setTimeout(start);
function start() {
  mountShell('learn', (lang) => {
    applyLang(lang);
    save();
  });
  // The first example until the reader writes their own.
  own.setAttribute('definition', gameExamples.find((e) => e.id === 'cut').text);
  shareContext();
  for (const w of [own, graph]) w.addEventListener('sg-change', shareContext);
  // A position picked from the game's table goes into the sum.
  own.addEventListener('sg-pick', async (e) => {
    shareContext();
    applyMode('sum');
    await sum.addPart(e.detail.position);
    save();
  });
  listen();
  restore();
  setTimeout(defineMexTable);
}

function listen() {
  const tabs = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[role=tab]'))];
  for (const b of tabs) {
    b.addEventListener('click', () => {
      applyMode(b.dataset.mode);
      save();
    });
    b.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(tabs.indexOf(b) + step + tabs.length) % tabs.length];
      next.focus();
      next.click();
    });
  }
  for (const w of [mex, sum, graph, own]) for (const ev of ['sg-step', 'sg-change']) w.addEventListener(ev, save);
  $('#copy-link').addEventListener('click', copyLink);
  window.addEventListener('hashchange', restore);
}
