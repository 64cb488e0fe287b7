// The frame every SG Lab page shares: the skip link and the header (brand,
// the nav with the current page marked, the language buttons) drawn into the
// page's empty <header class="top">, the page's own words (data-i18n) said in
// the chosen language, and what makes the pages one installable app: the
// manifest link and the service worker.
import { t, rememberLang } from '../text/i18n.js';
import { h } from '../widgets/dom.js';
import { registerServiceWorker } from './service-worker.js';

// The tutorial has one page per language: its link follows the language.
const nav = [
  { page: 'learn', href: 'index.html', key: 'navLearn' },
  { page: 'play', href: 'play.html', key: 'navPlay' },
  { page: 'tutorial', href: 'examples/tutorial-en.html', hrefZh: 'examples/tutorial-zh.html', key: 'navExamples' },
  { page: 'course', href: 'course.html', key: 'navCourse' },
];
const languageNames = { en: 'English', zh: '中文' };
// The page's script, read while it runs (a page may mount its shell later).
const pageScript = /** @type {HTMLScriptElement | null} */ (document.currentScript);

// Draws the frame of `page` (learn, play or course). The skip link goes to
// #main unless the page names another target; a language button remembers the
// choice, then hands it to onLang, which applies it to the page.
/**
 * @param {string} page
 * @param {(lang: string) => void} onLang
 * @param {{skip?: {href: string, key: string, id?: string}}} [options]
 */
export function mountShell(page, onLang, { skip = { href: '#main', key: 'skip' } } = {}) {
  const header = document.querySelector('header.top');
  header.before(h('a', { class: 'skip', href: skip.href, id: skip.id, 'data-i18n': skip.key }, t('en', skip.key)));
  const buttons = Object.entries(languageNames).map(([lang, name]) =>
    h(
      'button',
      {
        type: 'button',
        'data-lang': lang,
        'aria-pressed': String(lang === 'en'),
        onclick: () => {
          rememberLang(lang);
          onLang(lang);
        },
      },
      name
    )
  );
  header.replaceChildren(
    h(
      'div',
      { class: 'brand' },
      h('span', { class: 'logo', 'aria-hidden': 'true' }, '⊕'),
      ' ',
      h('span', { 'data-i18n': 'appName' }, t('en', 'appName')),
      ' ',
      h('span', { class: 'tagline', 'data-i18n': 'tagline' }, t('en', 'tagline'))
    ),
    h(
      'nav',
      { class: 'nav', 'aria-label': 'SG Lab' },
      nav.map((link) =>
        h(
          'a',
          {
            href: link.href,
            'aria-current': link.page === page ? 'page' : null,
            'data-i18n': link.key,
            'data-href-zh': link.hrefZh,
          },
          t('en', link.key)
        )
      )
    ),
    h('div', { class: 'langs', role: 'group', 'aria-label': 'Language / 语言' }, buttons)
  );
  document.head.append(h('link', { rel: 'manifest', href: 'manifest.webmanifest' }));
  registerServiceWorker(pageScript);
}

// Says the page in `lang`: its title, every data-i18n text and data-i18n-label
// name, the links that have a page per language, and which language button is on.
export function applyLang(lang, titleKey) {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = t(lang, titleKey);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n]')))
    el.textContent = t(lang, el.dataset.i18n);
  // A tab shows a short label on phones; its name is always the whole one (which holds the short one).
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-label]')))
    el.setAttribute('aria-label', t(lang, el.dataset.i18nLabel));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-href-zh]'))) {
    el.dataset.hrefEn ??= el.getAttribute('href');
    el.setAttribute('href', lang === 'zh' ? el.dataset.hrefZh : el.dataset.hrefEn);
  }
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-lang]')))
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
}
