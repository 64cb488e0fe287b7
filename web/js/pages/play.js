// The play page: <sg-heap-game> first, a setup form beside it (folded below
// it on phones), presets, random heaps, a misère check before starting, and
// the game shared as a link.
import { t, preferredLang, rememberLang } from '../i18n.js';
import { loadEngine } from '../engine.js';
import { define as defineHeapGame } from '../widgets/heap-game.js';
import { randomSizes, checkHeaps, readPosition } from '../game.js';

defineHeapGame();


const presets = [
  { id: 'nim345', heaps: 'nim:3 nim:4 nim:5', en: 'Nim 3-4-5', zh: 'Nim 3-4-5' },
  { id: 'classic', heaps: '1..3:7 odd:6 nim:5 nim:4', en: 'Classic compound: 1..3, odd, Nim', zh: '经典组合：取 1..3、取奇数、Nim' },
  { id: 's134', heaps: '1,3,4:12 1,3,4:9', en: 'Subtraction {1,3,4}', zh: '减法游戏 {1,3,4}' },
  { id: 'kayles', heaps: 'kayles:7 kayles:5', en: 'Kayles rows', zh: 'Kayles 保龄球' },
  { id: 'grundy', heaps: 'grundy:9 grundy:7', en: "Grundy's game", zh: 'Grundy 游戏' },
  { id: 'lasker', heaps: 'lasker:6 lasker:5', en: "Lasker's Nim", zh: 'Lasker 的 Nim' },
  { id: 'pow2', heaps: 'pow2:11 pow2:7', en: 'Powers of two', zh: '2 的幂' },
];

const $ = (s) => document.querySelector(s);
const game = $('#game');
const form = $('#setup');
const sheet = $('#setup-sheet');
const narrow = matchMedia('(max-width: 600px)');
let lang = preferredLang();

const say = (key, params = {}) => t(lang, key, params);

function applyLang(next) {
  lang = next;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = t(lang, 'titlePlay');
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = say(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-href-zh]')) {
    el.dataset.hrefEn ??= el.getAttribute('href');
    el.setAttribute('href', lang === 'zh' ? el.dataset.hrefZh : el.dataset.hrefEn);
  }
  for (const b of document.querySelectorAll('[data-lang]')) b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  const chosen = $('#preset').value;
  $('#preset').replaceChildren(new Option('—', ''), ...presets.map((p) => new Option(p[lang], p.id)));
  $('#preset').value = chosen;
  game.setAttribute('lang', lang);
}

function notice(text) {
  $('#notice').hidden = !text;
  $('#notice').textContent = text;
}

// The typed setup goes through the same check as links and saved games
// (checkHeaps in game.js); what is wrong shows next to its field.
async function start(event) {
  event?.preventDefault();
  const engine = await loadEngine();
  $('#heaps-error').textContent = '';
  $('#misere-error').textContent = '';
  form.heaps.removeAttribute('aria-invalid');
  const read = readPosition(engine, form.heaps.value.trim());
  const heaps = read.heaps ?? [];
  const problem = read.problem ?? checkHeaps(engine, heaps, { misere: form.misere.value === 'on' });
  if (problem?.key === 'playMisereUnavailable') {
    $('#misere-error').textContent = say(problem.key, problem.params);
    return;
  }
  if (problem) {
    $('#heaps-error').textContent = `${say('errorPrefix')}: ${say(problem.key, problem.params)}`;
    form.heaps.setAttribute('aria-invalid', 'true');
    return;
  }
  const attrs = { heaps: heaps.map((c) => `${c.rule}:${c.size}`).join(' '), first: form.first.value, misere: form.misere.value,
    opponent: form.opponent.value, mistakes: form.rate.value };
  for (const [k, v] of Object.entries(attrs)) game.setAttribute(k, v);
  notice('');
  history.replaceState(null, '', location.pathname + location.search);
  // On a phone the sheet folds away; either way play goes on at the board.
  if (narrow.matches) sheet.open = false;
  await game.newGame();
  game.focusBoard();
}

$('#preset').addEventListener('change', () => {
  const p = presets.find((x) => x.id === $('#preset').value);
  if (p) form.heaps.value = p.heaps;
});
$('#random').addEventListener('click', () => {
  const lo = Math.max(0, Number(form.lo.value) || 0), hi = Math.max(lo, Math.min(200, Number(form.hi.value) || lo));
  const count = Math.max(1, Math.min(8, Number(form.count.value) || 3));
  form.heaps.value = randomSizes(count, lo, hi).map((s) => `${form.rule.value.replace(/\s+/g, '') || 'nim'}:${s}`).join(' ');
});
form.addEventListener('submit', start);
$('#share').addEventListener('click', async () => {
  const url = `${location.href.split('#')[0]}#game=${encodeURIComponent(game.shareText())}`;
  history.replaceState(null, '', url);
  try { await navigator.clipboard.writeText(url); } catch { /* file:// or no permission: the address bar has it */ }
  notice(say('playCopied'));
});
for (const b of document.querySelectorAll('[data-lang]'))
  b.addEventListener('click', () => { rememberLang(b.dataset.lang); applyLang(b.dataset.lang); });

// The board comes first: on a phone the setup starts folded.
sheet.open = !narrow.matches;
// "Skip to the board" lands on the first heap itself (the link's #game is
// the fallback before the game is drawn).
$('#skip-board').addEventListener('click', (e) => { if (game.focusBoard()) e.preventDefault(); });

applyLang(lang);
form.heaps.value = game.getAttribute('heaps').includes(':') ? game.getAttribute('heaps') : 'nim:3 nim:4 nim:5';
// A shared game (#game=...) is checked like a typed one. A bad link is
// dropped from the address, so a reload does not meet it again, and said so;
// the board keeps the saved or default game.
const shared = new URLSearchParams(location.hash.slice(1)).get('game');
if (shared) {
  customElements.whenDefined('sg-heap-game').then(async () => {
    try {
      await game.loadShared(shared);
      form.heaps.value = game.game.heaps.map((h) => `${h.rule}:${h.size}`).join(' ');
    } catch (e) {
      history.replaceState(null, '', location.pathname + location.search);
      notice(say('badLink', { why: e }));
    }
  });
}
