// The mex table's export bar: a format (Markdown, CSV, LaTeX, a C++ array,
// SVG, or the rule's getSG program), Copy and Download. The program is shown
// in a read-only text area when chosen; a refused copy leaves the text there,
// selected, for the reader to copy. Event: sg-export {format, text}.
import { h } from '../dom.js';
import { count } from '../base.js';
import { formats } from '../../model/export.js';
import { copyText, download } from '../save-text.js';

export class ExportBar {
  #program = { rule: null, text: '' }; // the getSG program of the last rule asked for

  // host: the element (words, events); current(): {table, engine} as computed.
  constructor(host, current) {
    this.host = host;
    this.current = current;
    this.format = h(
      'select',
      { name: 'format', onchange: () => this.preview() },
      ...Object.entries(formats).map(([k, f]) => h('option', { value: k }, f.label))
    );
    this.label = h('span', {});
    this.copyButton = h('button', { type: 'button', name: 'copy', onclick: () => this.#export('copy') });
    this.downloadButton = h('button', { type: 'button', name: 'download', onclick: () => this.#export('download') });
    this.status = h('div', { class: 'muted', role: 'status' });
    this.text = h('textarea', { readonly: true, rows: 4, hidden: true, class: 'mono', 'aria-label': 'export' });
    this.el = h(
      'div',
      { class: 'export', part: 'export' },
      h('div', { class: 'row' }, h('label', {}, this.label, this.format), this.copyButton, this.downloadButton),
      this.status,
      this.text
    );
  }

  labels() {
    const t = (key) => this.host.t(key);
    this.label.textContent = t('exportLabel');
    this.copyButton.textContent = t('copy');
    this.downloadButton.textContent = t('download');
    for (const option of this.format.options) {
      const f = formats[option.value];
      if (f?.labelKey) option.textContent = t(f.labelKey);
    }
  }

  // Whether the chosen format is the program (it follows the rule shown).
  get program() {
    return Boolean(formats[this.format.value]?.program);
  }

  // The exporters are in the full engine: loaded the first time, said in the status.
  async #ruleProgram(table, engine) {
    if (this.#program.rule !== table.rule) {
      if (!this.host.engineHas('full')) {
        this.status.textContent = this.host.t('loadingGames');
        await engine.need('full');
      }
      this.#program = { rule: table.rule, text: formats.getsg.program(engine, table.rule) };
    }
    return this.#program.text;
  }

  // With the program format chosen, the program stands in the read-only text
  // area (Copy and Download take it from there); other formats hide it.
  async preview() {
    const { table, engine } = this.current();
    const f = formats[this.format.value];
    if (!f?.program) {
      if (this.text.dataset.program) {
        this.text.hidden = true;
        this.text.rows = 4;
        delete this.text.dataset.program;
        this.status.textContent = '';
      }
      return;
    }
    if (!table || !engine) return;
    try {
      this.text.value = await this.#ruleProgram(table, engine);
      this.text.dataset.program = table.rule;
      this.text.rows = 14;
      this.text.hidden = false;
      this.status.textContent = this.host.t('exportProgramNote');
    } catch (e) {
      this.text.hidden = true;
      this.status.textContent = this.host.err(e);
    }
  }

  async #export(how) {
    const { table, engine } = this.current();
    if (!table) return;
    const host = this.host;
    const f = formats[this.format.value];
    if (f.program) {
      let text;
      try {
        text = await this.#ruleProgram(table, engine);
      } catch (e) {
        this.status.textContent = host.err(e);
        return;
      }
      await this.preview();
      if (how === 'download') {
        download(text, `getsg-${table.rule.replace(/[^\w.-]+/g, '_')}.${f.ext}`, f.type);
        return;
      }
      const ok = await copyText(text);
      this.status.textContent = ok ? host.t('copied') : host.t('copyFallback');
      if (!ok) this.text.select();
      host.emit('sg-export', { format: this.format.value, text });
      return;
    }
    const text = f.make(table.values);
    const left = table.values.length - f.limit;
    const capped = left > 0 ? host.t('exportCapped', { last: f.limit - 1, count: count(host.uiLang, left) }) : '';
    this.text.hidden = true;
    if (how === 'download') {
      const last = Math.min(table.upto, f.limit - 1);
      download(text, `sg-${table.rule.replace(/[^\w.-]+/g, '_')}-0-${last}.${f.ext}`, f.type);
      this.status.textContent = capped;
      return;
    }
    const ok = await copyText(text);
    this.status.textContent = `${ok ? host.t('copied') : host.t('copyFallback')}${capped ? ` ${capped}` : ''}`;
    if (!ok) {
      this.text.value = text;
      this.text.hidden = false;
      this.text.select();
    }
    host.emit('sg-export', { format: this.format.value, text });
  }
}
