// embed.html#widget=mex-table&rule=1,3,4&upto=20&lang=zh: one widget in an
// iframe, for platforms that allow iframes but not scripts. Only the
// attributes a widget documents are copied, and only as attribute text.
const allowed = {
  'mex-table': ['rule', 'upto', 'step', 'lang', 'controls', 'export'],
  'heap-game': ['heaps', 'rule', 'first', 'hints', 'misere', 'opponent', 'mistakes', 'lang'],
  'graph-game': ['edges', 'tokens', 'lang', 'editor'],
  'nim-sum': ['values', 'lang'],
  sum: ['position', 'lang'],
};

const params = new URLSearchParams(location.hash.slice(1));
const kind = params.get('widget') ?? 'mex-table';
const host = document.getElementById('widget');
if (!allowed[kind]) {
  const p = document.createElement('p');
  p.className = 'embed-error';
  p.textContent = `Unknown widget "${kind}". Use one of: ${Object.keys(allowed).join(', ')}.`;
  host.append(p);
} else {
  const el = document.createElement(`sg-${kind}`);
  for (const name of allowed[kind]) if (params.has(name)) el.setAttribute(name, params.get(name));
  if (kind === 'heap-game') el.setAttribute('learn-href', 'index.html');
  if (params.get('lang')) document.documentElement.lang = params.get('lang');
  host.append(el);
}
