// The view in the URL hash ("#mode=table&rule=1,3,4&n=20&x=4&lang=zh"), so
// that a link opens the same view. A malformed hash is ignored, with the
// reasons as {key, params} for the page to say in the reader's language.

export function readHash(hash, schema) {
  const view = {};
  const text = hash.replace(/^#/, '');
  if (!text) return { view, problems: [] };
  const problems = [];
  for (const [key, value] of new URLSearchParams(text)) {
    const check = schema[key];
    if (!check) problems.push({ key: 'hashUnknownKey', params: { key: key.slice(0, 40) } });
    else if (!check(value))
      problems.push({
        key: 'hashBadValue',
        params: { key, value: value.length > 40 ? `${value.slice(0, 40)}…` : value },
      });
    else view[key] = value;
  }
  // Any problem: ignore the whole hash rather than half-apply it.
  return problems.length ? { view: {}, problems } : { view, problems };
}

export function writeHash(view) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) if (value != null && value !== '') params.set(key, value);
  const next = `#${params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
  if (next !== location.hash) history.replaceState(null, '', next);
}
