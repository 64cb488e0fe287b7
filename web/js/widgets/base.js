// What every SG Lab element shares: an open shadow root styled by
// constructable style sheets (allowed under a strict Content-Security-Policy),
// one engine per page, the reader's language, and a DOM builder that only ever
// sets text (attribute and input text never becomes HTML).
import { loadEngine } from '../engine.js';
import { t, preferredLang, languages } from '../i18n.js';

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
  button[aria-pressed="true"] { background: var(--sg-accent, #2563eb); color: #fff; border-color: var(--sg-accent, #2563eb); }
  button:disabled { opacity: .5; cursor: default; }
  :focus-visible { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: 2px; }
  input, select, textarea { border: 1px solid var(--sg-border, #c5ccd8); border-radius: var(--sg-radius, 6px);
           padding: .3em .5em; background: #fff; min-height: 2.2em; }
  input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: var(--sg-bad, #dc2626); }
  .error { color: var(--sg-bad, #b91c1c); font-size: .92em; min-height: 1.2em; margin: .2em 0; }
  .muted { color: var(--sg-muted, #5b6475); }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .row { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
  label { display: inline-flex; gap: .35em; align-items: center; }
  .mono { font-family: var(--sg-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace); }
`);

// h('button', {class: 'x', onclick: f, 'aria-label': 'y'}, 'text', otherNode)
export function h(tag, props = {}, ...children) {
  const el = tag === 'svg' || props.svg ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false || key === 'svg') continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'value') el.value = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function svg(tag, props = {}, ...children) {
  return h(tag, { ...props, svg: true }, ...children);
}

export class SgElement extends HTMLElement {
  static sheets = [];

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.adoptedStyleSheets = [baseSheet, ...this.constructor.sheets];
  }

  static define(tag, registry = customElements) {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  // The element's lang attribute, else the nearest ancestor's, else the reader's.
  get uiLang() {
    const own = this.closest('[lang]')?.getAttribute('lang')?.toLowerCase() ?? '';
    const code = own.startsWith('zh') ? 'zh' : own.startsWith('en') ? 'en' : '';
    return languages.includes(code) ? code : preferredLang();
  }

  t(key, params) { return t(this.uiLang, key, params); }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  engine() { return loadEngine(); }
}
