// The play page: a setup form around <sg-heap-game>, presets, random heaps,
// a misère check before starting, and the game shared as a link.
import { t, preferredLang, rememberLang } from '../i18n.js';
import { loadEngine } from '../engine.js';
import { define as defineHeapGame } from '../widgets/heap-game.js';
import { randomSizes } from '../game.js';
import { parsePosition } from '../widgets/sum.js';

defineHeapGame();

const page = {
  en: { setupTitle: 'Set up a game', preset: 'Preset', heapsField: 'Heaps (RULE:SIZE, separated by spaces)', randomTitle: 'Random sizes',
    count: 'Heaps', from: 'from', to: 'to', rule: 'Rule', randomize: 'Randomize', firstField: 'Who moves first', firstHuman: 'Me',
    firstComputer: 'The computer', playField: 'Play', normalPlay: 'normal (last move wins)', miserePlay: 'misère (last move loses)',
    opponentField: 'Opponent', perfect: 'perfect', mistakes: 'makes mistakes', random: 'random', rateField: 'Mistake rate %',
    start: 'Start', shareLink: 'Copy a link to this game', copied: 'Link copied to the clipboard (and shown in the address bar).',
    badLink: 'The game in the link could not be read ({why}).', misereUnavailable: 'Misère play is unavailable for these heaps: {why}',
    badHeaps: '{why}' },
  zh: { setupTitle: '设置对局', preset: '预设', heapsField: '各堆（规则:大小，用空格分隔）', randomTitle: '随机大小',
    count: '堆数', from: '从', to: '到', rule: '规则', randomize: '随机生成', firstField: '谁先走', firstHuman: '我',
    firstComputer: '电脑', playField: '玩法', normalPlay: '正常（最后走的人胜）', miserePlay: 'misère（最后走的人负）',
    opponentField: '对手', perfect: '完美', mistakes: '会犯错', random: '随机', rateField: '失误率 %',
    start: '开始', shareLink: '复制本局链接', copied: '链接已复制（也显示在地址栏中）。',
    badLink: '无法读取链接中的对局（{why}）。', misereUnavailable: '这些堆无法使用 misère 规则：{why}', badHeaps: '{why}' },
};

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
let lang = preferredLang();

const say = (key, params = {}) => (page[lang][key] ?? t(lang, key, params)).replace(/\{(\w+)\}/g, (m, n) => (n in params ? params[n] : m));

function applyLang(next) {
  lang = next;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = lang === 'zh' ? 'SG Lab：对弈' : 'SG Lab: play heap games';
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

async function start(event) {
  event?.preventDefault();
  const engine = await loadEngine();
  const heapsText = form.heaps.value.trim();
  $('#heaps-error').textContent = '';
  $('#misere-error').textContent = '';
  const comps = parsePosition(heapsText);
  try {
    if (!comps.length) throw new Error(lang === 'zh' ? '请至少设置一堆' : 'give at least one heap');
    for (const c of comps) {
      engine.ruleInfo(c.rule);
      if (!/^\d{1,3}$/.test(c.heap) || Number(c.heap) > 500)
        throw new Error(lang === 'zh' ? `“${c.heap}” 不是 0 到 500 的堆大小` : `"${c.heap}" is not a heap size from 0 to 500`);
    }
  } catch (e) {
    $('#heaps-error').textContent = `${t(lang, 'errorPrefix')}: ${e.message}`;
    form.heaps.setAttribute('aria-invalid', 'true');
    return;
  }
  form.heaps.removeAttribute('aria-invalid');
  if (form.misere.value === 'on') {
    const a = engine.analyze(comps, { misere: true });
    if (a.status === 'unavailable') {
      $('#misere-error').textContent = say('misereUnavailable', { why: a.reason });
      return;
    }
  }
  const attrs = { heaps: comps.map((c) => `${c.rule}:${c.heap}`).join(' '), first: form.first.value, misere: form.misere.value,
    opponent: form.opponent.value, mistakes: form.rate.value };
  for (const [k, v] of Object.entries(attrs)) game.setAttribute(k, v);
  game.newGame();
  notice('');
  history.replaceState(null, '', location.pathname + location.search);
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
  notice(say('copied'));
});
for (const b of document.querySelectorAll('[data-lang]'))
  b.addEventListener('click', () => { rememberLang(b.dataset.lang); applyLang(b.dataset.lang); });

applyLang(lang);
form.heaps.value = game.getAttribute('heaps').includes(':') ? game.getAttribute('heaps') : 'nim:3 nim:4 nim:5';
const shared = new URLSearchParams(location.hash.slice(1)).get('game');
if (shared) {
  customElements.whenDefined('sg-heap-game').then(() => {
    try {
      game.loadShared(shared);
      form.heaps.value = game.game.heaps.map((h) => `${h.rule}:${h.size}`).join(' ');
    } catch (e) { notice(say('badLink', { why: e.message })); }
  });
}
