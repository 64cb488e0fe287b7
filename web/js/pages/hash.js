// The view in the URL hash ("#mode=table&rule=1,3,4&n=20&x=4&lang=zh"), so
// that a link opens the same view. A malformed hash is ignored, with a reason.

export function readHash(hash, schema) {
  const view = {};
  const text = hash.replace(/^#/, '');
  if (!text) return { view, problem: '' };
  let params;
  try {
    params = new URLSearchParams(text);
  } catch (e) {
    return { view, problem: e.message };
  }
  const problems = [];
  for (const [key, value] of params) {
    const check = schema[key];
    if (!check) problems.push(`unknown key "${key}"`);
    else if (!check(value)) problems.push(`bad ${key} "${value.slice(0, 40)}"`);
    else view[key] = value;
  }
  // Any problem: ignore the whole hash rather than half-apply it.
  return problems.length ? { view: {}, problem: problems.join(', ') } : { view, problem: '' };
}

export function writeHash(view) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) if (value != null && value !== '') params.set(key, value);
  const next = `#${params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
  if (next !== location.hash) history.replaceState(null, '', next);
}
