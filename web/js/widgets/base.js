// What every SG Lab element shares: an open shadow root styled by
// constructable style sheets (allowed under a strict Content-Security-Policy),
// one engine per page, the reader's language, and long lists kept short.
import { loadEngine, engineHas, nextTask } from '../engine/engine.js';
import { t, preferredLang, languages, errorText, count } from '../text/i18n.js';
import { visibleItems, foldedItems } from '../engine/limits.js';
import { h } from './dom.js';
import { frameOfItsOwn, watchNear } from './frame.js';
import { reserveCss } from './reserve.js';
import { widgets, attributeProblems } from './manifest.js';

export function sheet(css) {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

// Themeable through custom properties: --sg-accent, --sg-p, --sg-bg, --sg-fg,
// --sg-muted, --sg-cell, --sg-font, --sg-radius.
export const baseSheet = sheet(`
  :host { display: block; font-family: var(--sg-font, system-ui, "Noto Sans CJK SC", "PingFang SC", sans-serif);
          color: var(--sg-fg, #1d2330); background: var(--sg-bg, transparent); line-height: 1.45; }
  :host([hidden]), [hidden] { display: none !important; }
  * { box-sizing: border-box; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; border: 1px solid var(--sg-border, #c5ccd8); background: var(--sg-button, #fff);
           border-radius: var(--sg-radius, 6px); padding: .3em .7em; min-height: 2.2em; }
  button:hover { border-color: var(--sg-accent, #2563eb); }
  button[aria-pressed="true"] { background: var(--sg-accent, #2563eb); color: var(--sg-on-accent, #fff); border-color: var(--sg-accent, #2563eb); }
  button:disabled { opacity: .5; cursor: default; }
  :focus-visible { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: 2px; }
  input, select, textarea { border: 1px solid var(--sg-border, #c5ccd8); border-radius: var(--sg-radius, 6px);
           padding: .3em .5em; background: var(--sg-input, #fff); min-height: 2.2em; }
  input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: var(--sg-bad, #dc2626); }
  .error { color: var(--sg-bad, #b91c1c); font-size: .92em; min-height: 1.2em; margin: .2em 0; }
  .muted { color: var(--sg-muted, #5b6475); }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .row { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
  label { display: inline-flex; gap: .35em; align-items: center; }
  [part=left-out] { margin: .3em 0; }
  .mono { font-family: var(--sg-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace); }
  /* A finger's target on a phone: every control at least 44 CSS pixels tall
     (above any size a widget's own rules give). */
  @media (max-width: 600px) {
    button, select, input:not([type=checkbox]):not([type=radio]) { min-height: 44px !important; }
    summary { padding-block: .7em; }
  }
`);

// An attribute used as a link target: only http(s) or a relative URL, else
// the fallback. Resolving against an http base leaves relative URLs on http,
// while "javascript:", "data:" and the like keep their own scheme (the URL
// parser also strips the tabs and newlines that could hide one).
export function safeHref(value, fallback) {
  if (value == null) return fallback;
  try {
    return /^https?:$/.test(new URL(value, 'http://relative.invalid/').protocol) ? value : fallback;
  } catch {
    return fallback;
  }
}

// Text from an attribute or link, shortened to quote in a message.
export const clip = (text, n = 24) => {
  const s = String(text);
  return s.length > n ? `${s.slice(0, n)}…` : s;
};

// A count for people ("83,341"): text/i18n.js's, where the reasons use it too.
export { count };

// Per tag, the sheet that keeps a widget's place until it is drawn (reserve.js).
const reserveSheets = new Map();
function reserveSheet(tag) {
  if (!reserveSheets.has(tag))
    reserveSheets.set(tag, sheet(reserveCss((t, attribute) => (t === tag ? `:host(${attribute || '*'})` : null))));
  return reserveSheets.get(tag);
}

export class SgElement extends HTMLElement {
  static sheets = [];
  /** @type {Record<string, Promise<import('../engine/engine.js').Engine>> | undefined} (engine(): a promise per engine part) */
  engineReady;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.adoptedStyleSheets = [baseSheet, ...this.#kind.sheets, reserveSheet(this.localName)];
  }

  // A widget builds and draws nothing until it first comes near the screen
  // (frame.js's watchNear): a page's hidden panels and far lessons cost
  // nothing while it loads. From then on a subclass draws in connected()
  // (called on each connection) and follows its attributes in changed(name)
  // (its first drawing reads them all, so changes before it are not passed on).
  // whenDrawn() resolves once connected() has first run: a method a page may
  // call before that (the play page's new game, say) waits for it, unless
  // `drawn` says it has (so that a call made by connected() itself runs first).
  #drawable = false;
  #firstDrawn = null;
  connectedCallback() {
    if (this.#drawable) {
      this.connected();
      this.#sayAttributes();
    } else this.whenDrawn();
  }
  attributeChangedCallback(name, old, value) {
    if (this.#drawable && this.isConnected) {
      this.changed(name, old, value);
      this.#sayAttributes();
    }
  }

  // An attribute given a value the element does not take (manifest.js's
  // values) is said inside it, above what it draws, in its reader's language;
  // the note stays first while the widget redraws (a redraw that replaces the
  // shadow root's children has it put back).
  #note = null;
  #noteKeeper = null;
  #sayAttributes() {
    const tag = /** @type {{tag: string}} */ (/** @type {unknown} */ (this.constructor)).tag;
    const problems = attributeProblems(tag, (name) => this.getAttribute(name));
    if (!problems.length) {
      this.#noteKeeper?.disconnect();
      this.#note?.remove();
      return;
    }
    const clip = (v) => (v.length > 24 ? `${v.slice(0, 24)}…` : v);
    this.#note ??= h('p', { class: 'error', role: 'alert', part: 'attribute-error' });
    this.#note.replaceChildren(
      problems
        .map((p) =>
          p.allowed
            ? this.t('badAttributeWord', { name: p.name, value: clip(p.value), allowed: p.allowed.join(' | ') })
            : this.t('badAttributeNumber', { name: p.name, value: clip(p.value), min: p.min, max: p.max })
        )
        .join(' ')
    );
    const keep = () => {
      if (this.root.firstChild !== this.#note) this.root.prepend(this.#note);
    };
    keep();
    this.#noteKeeper ??= new MutationObserver(keep);
    this.#noteKeeper.observe(this.root, { childList: true });
  }
  connected() {}
  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  // eslint-disable-next-line no-unused-vars
  changed(name, old, value) {}
  // The widget's class, with its statics (sheets, enginePart).
  get #kind() {
    return /** @type {{sheets: CSSStyleSheet[], enginePart: import('../engine/engine.js').EnginePart}} */ (
      /** @type {unknown} */ (this.constructor)
    );
  }
  get drawn() {
    return this.#drawable;
  }
  whenDrawn() {
    this.#firstDrawn ??= this.#shown().then(() => {
      this.#drawable = true;
      // Its engine module starts loading (fetched and compiled off the main
      // thread) as the widget builds; a failure is said by the widget's own call.
      loadEngine(this.#kind.enginePart).catch(() => {});
      if (this.isConnected) {
        this.connected();
        this.#sayAttributes();
      }
    });
    return this.#firstDrawn;
  }

  // The widget is drawn: the place kept for it (reserve.js) is its own size now.
  #drawn() {
    const kept = reserveSheet(this.localName);
    if (this.root.adoptedStyleSheets.includes(kept))
      this.root.adoptedStyleSheets = this.root.adoptedStyleSheets.filter((s) => s !== kept);
  }

  // Defines the element as `tag`: its observed attributes and its engine
  // part are the manifest's (manifest.js), read once here.
  static define(tag, registry = customElements) {
    this.tag = tag;
    if (!registry.get(tag)) registry.define(tag, this);
  }
  static tag = '';
  static get observedAttributes() {
    return widgets[this.tag]?.observed ?? [];
  }

  // The element's lang attribute, else the nearest ancestor's, else the reader's.
  get uiLang() {
    const own = this.closest('[lang]')?.getAttribute('lang')?.toLowerCase() ?? '';
    const code = own.startsWith('zh') ? 'zh' : own.startsWith('en') ? 'en' : '';
    return languages.includes(code) ? code : preferredLang();
  }

  t(key, params) {
    return t(this.uiLang, key, params);
  }
  // An engine refusal (or any error) said in the widget's language.
  err(e) {
    return errorText(this.uiLang, e);
  }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  // The page's one engine, with `part` loaded (engine.js's parts: a class
  // sets `static enginePart`, the lightest that answers what it shows). A
  // widget's first call resumes after a frame of its own (frame.js), so that
  // the widgets waiting for the engine to load do not all draw, nor all lay
  // out, in one long task.
  // A widget waits until it is near the screen before it loads or computes
  // anything, so that a page's hidden panels and far lessons cost nothing
  // while the page loads.
  static get enginePart() {
    return widgets[this.tag]?.part ?? 'tables';
  }
  engine(part = this.#kind.enginePart) {
    this.engineReady ??= {};
    this.engineReady[part] ??= (async () => {
      await this.#shown();
      const engine = await loadEngine(part);
      await frameOfItsOwn();
      // The widget draws as this resolves; its kept place goes once it has.
      setTimeout(() => this.#drawn());
      return engine;
    })();
    return this.engineReady[part];
  }

  // Whether the engine's `part` is loaded (its calls answer at once).
  engineHas(part) {
    return engineHas(part);
  }

  // engine(part), saying in `status` that the part is loading while it does
  // (the game language, the full engine, is the heaviest).
  async engineSaying(status, part = this.#kind.enginePart) {
    if (engineHas(part)) return this.engine(part);
    const said = this.t(part === 'full' ? 'loadingGames' : 'loading');
    status.textContent = said;
    try {
      return await this.engine(part);
    } finally {
      if (status.textContent === said) status.textContent = '';
    }
  }

  // Resolves once the element is near the screen (frame.js's watchNear: not
  // in a hidden panel, nor far down a long page), in a task of its own:
  // resolved inside the observer, the widget's first work would run in the
  // frame that lays the page out, with every other widget's.
  #shown() {
    return new Promise((resolve) => {
      const stop = watchNear(this, (near) => {
        if (!near) return;
        stop();
        nextTask().then(resolve);
      });
    });
  }

  // A long list kept short: the first `visible` items, the rest up to `max`
  // folded away, then how many were left out (`total` counts every item,
  // when known) and `note` (say, that a search stopped early). Items are
  // appended one by one: no list is ever spread into a call's arguments,
  // which overflows the stack for long ones.
  cappedList(
    items,
    render,
    /** @type {{tag?: string, attrs?: {class?: string}, visible?: number, max?: number, total?: number, note?: string}} */
    { tag = 'ul', attrs = {}, visible = visibleItems, max = foldedItems, total = items.length, note = '' } = {}
  ) {
    const shown = Math.min(items.length, max);
    const fill = (list, from, to) => {
      for (let i = from; i < to; i++) list.append(h('li', {}, render(items[i], i)));
      return list;
    };
    const out = [fill(h(tag, attrs), 0, Math.min(shown, visible))];
    if (shown > visible)
      out.push(
        h(
          'details',
          { part: 'more' },
          h('summary', {}, this.t('showMore', { count: count(this.uiLang, shown - visible) })),
          fill(h(tag, { class: attrs.class, start: tag === 'ol' ? visible + 1 : null }), visible, shown)
        )
      );
    if (total > shown)
      out.push(
        h('p', { class: 'muted', part: 'left-out' }, this.t('leftOut', { count: count(this.uiLang, total - shown) }))
      );
    if (note) out.push(h('p', { class: 'muted', part: 'left-out' }, note));
    return out;
  }
}
