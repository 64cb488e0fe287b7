// The play page: <sg-heap-game> first, a setup form beside it (folded below
// it on phones), presets, random heaps, a misère check before starting, and
// the game shared as a link.
import { t, errorText, preferredLang } from '../text/i18n.js';
import { loadEngine } from '../engine/engine.js';
import { define as defineHeapGame } from '../widgets/heap-game.js';
import { define as defineGamePlay } from '../widgets/game-play.js';
import { randomSizes, checkHeaps, readPosition, isOver, position } from '../model/heap-game.js';
import { gameExamples } from '../model/game-examples.js';
import { gamePlay as customLimits } from '../engine/limits.js';
import { mountShell, applyLang as applyPageLang } from './shell.js';

defineHeapGame();
defineGamePlay();

const example = (id) => gameExamples.find((e) => e.id === id).text;
// Around a ring of five, back two from an even number, and out to 5 from 0:
// the moves loop, so some positions are draws (Smith's values).
const ringText = `# around a ring of five; from an even number also back two; from 0 also out to 5
# 沿五个点的环走一步；偶数点也可以后退两步；从 0 也可以走到 5
game ring(n)
  move (n + 1) % 5
  move n - 2 where n >= 2 && n % 2 == 0
  move 5 where n == 0
`;

const presets = [
  { id: 'nim345', heaps: 'nim:3 nim:4 nim:5', en: 'Nim 3-4-5', zh: 'Nim 3-4-5' },
  {
    id: 'classic',
    heaps: '1..3:7 odd:6 nim:5 nim:4',
    en: 'Classic compound: 1..3, odd, Nim',
    zh: '经典组合：取 1..3、取奇数、Nim',
  },
  { id: 's134', heaps: '1,3,4:12 1,3,4:9', en: 'Subtraction {1,3,4}', zh: '减法游戏 {1,3,4}' },
  { id: 'kayles', heaps: 'kayles:7 kayles:5', en: 'Kayles rows', zh: 'Kayles 保龄球' },
  { id: 'grundy', heaps: 'grundy:9 grundy:7', en: "Grundy's game", zh: 'Grundy 游戏' },
  { id: 'lasker', heaps: 'lasker:6 lasker:5', en: "Lasker's Nim", zh: 'Lasker 的 Nim' },
  { id: 'pow2', heaps: 'pow2:11 pow2:7', en: 'Powers of two', zh: '2 的幂' },
  // Games of the game language, on their own boards.
  {
    id: 'wythoff',
    custom: { text: example('wythoff'), position: 'wythoff(7, 9)' },
    en: "Wythoff's game: a queen walks to the corner",
    zh: '威佐夫博弈：皇后走向角落',
  },
  { id: 'cut', custom: { text: example('cut'), position: 'cut(4, 5)' }, en: 'Cutting a chocolate bar', zh: '切巧克力' },
  { id: 'coins', custom: { text: example('coins'), position: 'coins(10, 618)' }, en: 'Turning coins', zh: '翻硬币' },
  {
    id: 'ring',
    custom: { text: ringText, position: 'ring(1) ring(3)' },
    en: 'A game whose moves loop (it can be a draw)',
    zh: '走法会循环的游戏（可能和棋）',
  },
  {
    id: 'mixed',
    custom: { text: `${example('wythoff')}\n${example('cut')}`, position: 'wythoff(4, 6) cut(3, 4) 1,3,4:9' },
    en: 'Mixed: a queen, a bar and a heap',
    zh: '混合：皇后、巧克力和一堆石子',
  },
];

mountShell('play', (next) => applyLang(next), { skip: { href: '#game', id: 'skip-board', key: 'skipBoard' } });

const $ = (s) => document.querySelector(s);
const game = $('#game');
const custom = $('#custom');
const form = $('#setup');
const sheet = $('#setup-sheet');
const narrow = matchMedia('(max-width: 600px)');
let lang = preferredLang();

const say = (key, params = {}) => t(lang, key, params);

function applyLang(next) {
  lang = next;
  applyPageLang(lang, 'titlePlay');
  const chosen = $('#preset').value;
  $('#preset').replaceChildren(new Option('—', ''), ...presets.map((p) => new Option(p[lang], p.id)));
  $('#preset').value = chosen;
  game.setAttribute('lang', lang);
  custom.setAttribute('lang', lang);
}

// Heap games or a game of the game language: the form shows the fields of one.
let customMode = false;
function setMode(isCustom) {
  customMode = isCustom;
  $('#custom-fields').hidden = !isCustom;
  for (const el of document.querySelectorAll('.heap-fields')) el.hidden = isCustom;
}

// Shows the board of the mode and hides the other.
function showBoard(isCustom) {
  custom.hidden = !isCustom;
  game.hidden = isCustom;
}

// A game of the game language, checked by the engine before it replaces the
// board; what is wrong shows under the fields.
async function startCustom() {
  const engine = await loadEngine();
  const error = $('#custom-error');
  error.textContent = '';
  const definition = form.definition.value,
    position = form.position.value.trim();
  let session = null;
  try {
    if (definition.length > customLimits.definitionChars)
      throw Object.assign(new Error('too long'), {
        code: 'play.definition_too_long',
        params: { max: customLimits.definitionChars },
      });
    session = engine.gameSession(definition);
    session.play(position, { misere: form.misere.value === 'on' });
  } catch (e) {
    error.textContent = `${say('errorPrefix')}: ${errorText(lang, e)}`;
    return false;
  } finally {
    session?.free();
  }
  showBoard(true);
  await custom.start({
    definition,
    position,
    first: form.first.value,
    misere: form.misere.value,
    opponent: form.opponent.value,
    mistakes: form.rate.value,
  });
  return true;
}

function notice(text) {
  $('#notice').hidden = !text;
  $('#notice').textContent = text;
}

// The typed setup goes through the same check as links and saved games
// (checkHeaps in model/heap-game.js); what is wrong shows next to its field.
async function start(event) {
  event?.preventDefault();
  if (customMode) {
    if (!(await startCustom())) return;
    notice('');
    history.replaceState(null, '', location.pathname + location.search);
    if (narrow.matches) sheet.open = false;
    custom.focusBoard();
    return;
  }
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
  const attrs = {
    heaps: engine.positionText(position({ heaps })),
    first: form.first.value,
    misere: form.misere.value,
    opponent: form.opponent.value,
    mistakes: form.rate.value,
  };
  for (const [k, v] of Object.entries(attrs)) game.setAttribute(k, v);
  showBoard(false);
  forgetCustom();
  notice('');
  history.replaceState(null, '', location.pathname + location.search);
  // On a phone the sheet folds away; either way play goes on at the board.
  if (narrow.matches) sheet.open = false;
  await game.newGame();
  game.focusBoard();
}

$('#preset').addEventListener('change', () => {
  const p = presets.find((x) => x.id === $('#preset').value);
  if (!p) return;
  setMode(Boolean(p.custom));
  if (p.custom) {
    form.definition.value = p.custom.text;
    form.position.value = p.custom.position;
  } else {
    form.heaps.value = p.heaps;
  }
});
// Random sizes of one rule, written by the engine; a rule it refuses is said
// under the heaps.
$('#random').addEventListener('click', async () => {
  const lo = Math.max(0, Number(form.lo.value) || 0),
    hi = Math.max(lo, Math.min(200, Number(form.hi.value) || lo));
  const count = Math.max(1, Math.min(8, Number(form.count.value) || 3));
  const engine = await loadEngine();
  $('#heaps-error').textContent = '';
  try {
    form.heaps.value = engine.positionText(randomSizes(count, lo, hi), { rule: form.rule.value.trim() || 'nim' });
  } catch (e) {
    $('#heaps-error').textContent = `${say('errorPrefix')}: ${errorText(lang, e)}`;
  }
});
form.addEventListener('submit', start);
$('#share').addEventListener('click', async () => {
  const url = custom.hidden
    ? `${location.href.split('#')[0]}#game=${encodeURIComponent(game.shareText())}`
    : `${location.href.split('#')[0]}#play=${encodeURIComponent(JSON.stringify(custom.shareData()))}`;
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    /* file:// or no permission: the address bar has it */
  }
  notice(say('playCopied'));
});

// The board comes first: on a phone the setup starts folded.
sheet.open = !narrow.matches;
// "Skip to the board" lands on the first heap itself (the link's #game is
// the fallback before the game is drawn).
$('#skip-board').addEventListener('click', (e) => {
  if (game.focusBoard()) e.preventDefault();
});

applyLang(lang);
// The board's heaps in the field, as the engine writes them ("3,4,5" with rule nim is "nim:3 nim:4 nim:5").
loadEngine().then((engine) => {
  if (form.heaps.value) return;
  try {
    form.heaps.value = engine.positionText(game.getAttribute('heaps'), { rule: game.getAttribute('rule') ?? 'nim' });
  } catch {
    /* the board says why */
  }
});
// A link holds a game: #game=... (heaps) or #play=... (a game of the game
// language). Each is checked like a typed game; a bad link is dropped from the
// address (a reload does not meet it again) and said. A saved game in
// progress is replaced only when the player agrees.
const linked = new URLSearchParams(location.hash.slice(1));
const dropLink = () => history.replaceState(null, '', location.pathname + location.search);
const coded = (code, params = {}) => Object.assign(new Error(code), { code, params });

function readPlayLink(text) {
  if (text.length > customLimits.linkChars) throw coded('play.link_too_long', { max: customLimits.linkChars });
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw coded('play.link_not_json');
  }
  if (
    !data ||
    typeof data !== 'object' ||
    typeof data.d !== 'string' ||
    typeof data.p !== 'string' ||
    typeof data.m !== 'boolean'
  )
    throw coded('play.link_shape');
  return data;
}

// The saved heap game, unfinished with moves made (the board restores it).
async function savedInProgress() {
  if (savedCustom()?.moved) return true;
  let text = null;
  try {
    text = localStorage.getItem(game.getAttribute('save'));
  } catch {
    /* storage disabled */
  }
  if (!text) return false;
  try {
    const g = JSON.parse(text)?.game;
    if (!g?.history?.length) return false;
    return !isOver(await loadEngine(), g);
  } catch {
    return false;
  }
}

function askReplace() {
  const box = $('#link-choice');
  box.hidden = false;
  $('#link-replace').focus();
  return new Promise((resolve) => {
    const done = (answer) => {
      box.hidden = true;
      resolve(answer);
    };
    $('#link-replace').onclick = () => done(true);
    $('#link-keep').onclick = () => done(false);
  });
}

async function openLink() {
  const heapLink = linked.get('game'),
    playLink = linked.get('play');
  if (!heapLink && !playLink) return;
  await customElements.whenDefined('sg-heap-game');
  let data = null;
  try {
    if (playLink) data = readPlayLink(playLink);
  } catch (e) {
    dropLink();
    notice(say('badLink', { why: e }));
    return;
  }
  if ((await savedInProgress()) && !(await askReplace())) {
    dropLink();
    notice(say('linkKept'));
    return;
  }
  if (data) {
    setMode(true);
    $('#preset').value = '';
    form.definition.value = data.d;
    form.position.value = data.p;
    form.misere.value = data.m ? 'on' : 'off';
    if (!(await startCustom())) {
      dropLink();
      notice(say('badLink', { why: $('#custom-error').textContent }));
      sheet.open = true;
    }
    return;
  }
  try {
    await game.loadShared(heapLink);
    form.heaps.value = (await loadEngine()).positionText(position(game.game));
  } catch (e) {
    dropLink();
    notice(say('badLink', { why: e }));
  }
}
// A game of the game language is kept across reloads like a heap game: the
// position after each move, read back through the same checks as a link.
const customKey = 'sglab.play.custom.v1';
function savedCustom() {
  try {
    const text = localStorage.getItem(customKey);
    return text ? readPlayLink(text) : null;
  } catch {
    forgetCustom(); // unreadable: dropped, and the heap game shows
    return null;
  }
}
function forgetCustom() {
  try {
    localStorage.removeItem(customKey);
  } catch {
    /* storage disabled */
  }
}
custom.addEventListener('sg-move', (e) => {
  if (custom.over) {
    forgetCustom();
    return;
  }
  const next = e.detail.player === 'human' ? 'computer' : 'human';
  try {
    localStorage.setItem(customKey, JSON.stringify({ ...custom.shareData(), moved: true, t: next }));
  } catch {
    /* storage full or disabled */
  }
});
custom.addEventListener('sg-gameover', forgetCustom);

async function resumeCustom() {
  const data = savedCustom();
  if (!data) return;
  setMode(true);
  form.definition.value = data.d;
  form.position.value = data.p;
  form.misere.value = data.m ? 'on' : 'off';
  form.first.value = data.t === 'computer' ? 'computer' : 'human';
  if (!(await startCustom())) forgetCustom();
  else notice(say('customResumed'));
}

if (linked.get('game') || linked.get('play')) openLink();
else resumeCustom();
