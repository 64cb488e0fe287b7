// The game table's export bar: the table as CSV, or the definition as a C++
// program that computes it (the engine writes it); Copy or Download. A
// refused copy leaves the text in a field below, selected.
import { h } from '../dom.js';
import { copyText, download } from '../save-text.js';
import { tableCsv } from '../../model/game-table.js';

// host: the element (its words); current(): {session, table} when a button is pressed.
export function exportBar(host, current, gameName) {
  const format = h(
    'select',
    { name: 'export-format', 'aria-label': host.t('own.exportWhat') },
    h('option', { value: 'csv' }, host.t('own.exportCsvTable')),
    h('option', { value: 'cpp' }, host.t('own.exportCppProgram'))
  );
  const status = h('div', { class: 'muted', role: 'status' });
  let fallback = null; // made when the browser refuses to copy
  const make = () => {
    const { session, table } = current();
    if (format.value === 'cpp')
      return { text: session.exportCpp().program, name: `${gameName}.cpp`, type: 'text/x-c++src' };
    return { text: tableCsv(table), name: `${gameName}.csv`, type: 'text/csv' };
  };
  const act = async (how) => {
    let out;
    fallback?.remove();
    status.textContent = '';
    try {
      out = make();
    } catch (e) {
      status.textContent = host.err(e);
      return;
    }
    if (how === 'download') {
      download(out.text, out.name, out.type);
      return;
    }
    const ok = await copyText(out.text);
    status.textContent = ok ? host.t('copied') : host.t('copyFallback');
    if (!ok) {
      fallback = h('textarea', {
        readonly: true,
        rows: 6,
        class: 'mono',
        'aria-label': host.t('own.exportWhat'),
        value: out.text,
      });
      status.after(fallback);
      fallback.select();
    }
  };
  return h(
    'div',
    { class: 'export' },
    h(
      'div',
      { class: 'row' },
      h('label', {}, host.t('own.export'), format),
      h('button', { type: 'button', name: 'copy', onclick: () => act('copy') }, host.t('own.copy')),
      h('button', { type: 'button', name: 'download', onclick: () => act('download') }, host.t('own.download'))
    ),
    status
  );
}
