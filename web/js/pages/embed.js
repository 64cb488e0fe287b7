// embed.html#widget=mex-table&rule=1,3,4&upto=20&lang=zh: one widget in an
// iframe, for platforms that allow iframes but not scripts. Only the
// attributes a widget documents (observes) are copied, and only as attribute text; the
// widget checks their values as it checks typed ones and says what is wrong
// inside itself.
import { t, preferredLang, languages, listOf } from '../text/i18n.js';
import { tags } from '../widgets/manifest.js';

// The widgets an iframe may hold; each takes the attributes it observes (its
// documented ones, the README's widget table), read from its class.
const kinds = tags.map((tag) => tag.replace(/^sg-/, ''));

const params = new URLSearchParams(location.hash.slice(1));
const lang = languages.includes(params.get('lang')) ? params.get('lang') : preferredLang();
params.delete('lang');
document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
const kind = params.get('widget') ?? 'mex-table';
const host = document.getElementById('widget');
const say = (text) => {
  const p = document.createElement('p');
  p.className = 'embed-error';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  host.append(p);
};
if (!kinds.includes(kind)) {
  say(t(lang, 'unknownWidget', { kind: kind.slice(0, 40), list: listOf(lang, kinds) }));
} else {
  // The widget file (sg-widgets.js, before this script) loads the element's class.
  const tag = `sg-${kind}`;
  const widgets = globalThis[Symbol.for('sglab.widgets')];
  (customElements.get(tag) || !widgets ? Promise.resolve() : widgets.need([tag])).then(
    () => {
      const el = document.createElement(tag);
      for (const name of /** @type {any} */ (customElements.get(tag))?.observedAttributes ?? [])
        if (params.has(name)) el.setAttribute(name, params.get(name));
      el.setAttribute('lang', lang);
      if (kind === 'heap-game') el.setAttribute('learn-href', 'index.html');
      host.append(el);
    },
    (e) => say(t(lang, 'engineFailed', { why: e.message }))
  );
}
