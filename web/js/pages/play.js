// The play page: <sg-heap-game> first, a setup form beside it (folded below
// it on phones), presets, random heaps, a misère check before starting, and
// the game shared as a link.
import '../text/play.js'; // (the words of play)
import { t, errorText, preferredLang } from '../text/i18n.js';
import { loadEngine } from '../engine/engine.js';
import { define as defineHeapGame } from '../widgets/heap-game.js';
import { define as defineGamePlay } from '../widgets/game-play.js';
import { randomSizes, readPosition } from '../model/heap-game.js';
import { readSaved, writeSaved, sameGame, inProgress } from '../model/saved-game.js';
import { gameExamples, loopyExample } from '../model/game-examples.js';
import { mountShell, applyLang as applyPageLang } from './shell.js';

const example = (id) => gameExamples.find((e) => e.id === id).text;
// A Hackenbush position is its board; the definition field holds only words.
const hackenbushNote = `# Green Hackenbush: cut one edge; whatever no longer touches the ground falls off.
# The player who cuts the last edge wins. No game to define: the position is the board.
# 绿色 Hackenbush：每步剪断一条边，不再连着地面的部分随之掉落。剪断最后一条边的人获胜。
# 不需要定义游戏：局面就是这块图。
`;
const hackenbushExample = 'hackenbush{ground a; a b; a c; ground d; d e; e f; f d; ground g; g g}';
const presets = [
  { id: 'nim345', heaps: 'nim:3 nim:4 nim:5', en: 'Nim 3-4-5', zh: 'Nim 3-4-5' },
  {
    id: 'classic',
    heaps: '1..3:7 odd:6 nim:5 nim:4',
    en: 'Classic compound: 1..3, odd, Nim',
    zh: '经典组合：取 1..3、取奇数、Nim',
  },
  { id: 's134', heaps: '1,3,4:12 1,3,4:9', en: 'Subtraction {1,3,4}', zh: '减法游戏 {1,3,4}' },
  { id: 'kayles', heaps: 'kayles:7 kayles:5', en: 'Kayles rows', zh: '凯尔斯（Kayles）' },
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
    id: 'loopy',
    custom: { text: loopyExample.text, position: loopyExample.position },
    en: 'Moves that loop: win, lose or draw',
    zh: '走法会循环：赢、输或和棋',
  },
  {
    id: 'mixed',
    custom: { text: `${example('wythoff')}\n${example('cut')}`, position: 'wythoff(4, 6) cut(3, 4) 1,3,4:9' },
    en: 'Mixed: a queen, a bar and a heap',
    zh: '混合：皇后、巧克力和一堆石子',
  },
  // Green Hackenbush needs no definition: the position is the board.
  {
    id: 'hackenbush',
    custom: { text: hackenbushNote, position: hackenbushExample },
    en: 'Green Hackenbush: cut an edge',
    zh: '绿色 Hackenbush：剪断一条边',
  },
  {
    id: 'hackenbush-nim',
    custom: { text: hackenbushNote, position: 'hackenbush{ground a; a b; b c; b d} nim:3 1,3,4:6' },
    en: 'Mixed: a Hackenbush tree and two heaps',
    zh: '混合：一棵 Hackenbush 树和两堆石子',
  },
];

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
  $('#preset').replaceChildren(new Option('—', ''), ...presets.map((p) => new Option(p[lang], p.id)));
  showPreset();
  game.setAttribute('lang', lang);
  custom.setAttribute('lang', lang);
}

// Heap games or a game of the game language: the form shows the fields of one.
let customMode = false;
function setMode(isCustom) {
  customMode = isCustom;
  $('#custom-fields').hidden = !isCustom;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.heap-fields')))
    el.hidden = isCustom;
}

// The preset picker names the preset the form holds ("—" once the reader changes it).
function showPreset() {
  const p = presets.find((x) =>
    x.custom
      ? customMode && x.custom.text === form.definition.value && x.custom.position === form.position.value
      : !customMode && x.heaps === form.heaps.value.trim()
  );
  $('#preset').value = p?.id ?? '';
}

// Shows the board of the mode and hides the other.
function showBoard(isCustom) {
  custom.hidden = !isCustom;
  game.hidden = isCustom;
}

// A game of the game language, handed to the board once: the board checks it
// with the engine before it replaces the game in play, and what is wrong
// shows under the fields (the game in play stays). `moves` (a saved game's)
// are made again at once.
async function startCustom({ moves = [] } = {}) {
  const error = $('#custom-error');
  error.textContent = '';
  const wasCustom = !custom.hidden;
  showBoard(true); // (a board starts once it is on the page)
  try {
    const started = await custom.start(
      {
        definition: form.definition.value,
        position: form.position.value.trim(),
        first: form.first.value,
        misere: form.misere.value,
        opponent: form.opponent.value,
        mistakes: form.rate.value,
      },
      { moves }
    );
    if (!started) return false;
  } catch (e) {
    error.textContent = say('errorSaid', { why: errorText(lang, e) });
    showBoard(wasCustom);
    return false;
  }
  saveCustom();
  return true;
}

function notice(text) {
  $('#notice').hidden = !text;
  $('#notice').textContent = text;
}

// The typed setup goes through the same check as links and saved games
// (checkHeaps in model/heap-game.js); what is wrong shows next to its field.
// The form is busy (aria-busy) until the new board is drawn or refused.
async function start(event) {
  event?.preventDefault();
  form.setAttribute('aria-busy', 'true');
  try {
    await startNow();
  } finally {
    form.removeAttribute('aria-busy');
  }
}

async function startNow() {
  if (customMode) {
    if (!(await startCustom())) return;
    notice('');
    history.replaceState(null, '', location.pathname + location.search);
    if (narrow.matches) sheet.open = false;
    custom.focusBoard();
    return;
  }
  $('#heaps-error').textContent = '';
  $('#misere-error').textContent = '';
  form.heaps.removeAttribute('aria-invalid');
  // The board checks the heaps (model/heap-game.js checkHeaps, the one check
  // for typed, linked and saved games) and makes the game whole (its first
  // analysis in slices) before it replaces the one in play; what it refuses
  // shows here, at the field it is about.
  const attrs = {
    heaps: form.heaps.value.trim(),
    first: form.first.value,
    misere: form.misere.value,
    opponent: form.opponent.value,
    mistakes: form.rate.value,
  };
  const wasCustom = !custom.hidden;
  showBoard(false); // (the board shows a long search's progress and Cancel)
  try {
    if (!(await game.start(attrs))) return;
  } catch (e) {
    showBoard(wasCustom);
    if (e.name === 'AbortError') return;
    const misere = e.problem?.key === 'playMisereUnavailable';
    $(misere ? '#misere-error' : '#heaps-error').textContent = e.message;
    if (!misere) form.heaps.setAttribute('aria-invalid', 'true');
    return;
  }
  forgetCustom();
  notice('');
  history.replaceState(null, '', location.pathname + location.search);
  // On a phone the sheet folds away; either way play goes on at the board.
  if (narrow.matches) sheet.open = false;
  game.focusBoard();
}

// A link holds a game: #game=... (model/saved-game.js; #play=... in links
// made before, the same format). It is checked like a typed game; a bad link
// is dropped from the address (a reload does not meet it again) and said. The
// link stays in the address while its game is played: a reload finds the
// saved game to be the link's own (it passed through the link's position) and
// shows it as it was. Only a link to another game, with a game in progress
// saved, asks first.
const linked = new URLSearchParams(location.hash.slice(1));
const linkText = () => linked.get('game') ?? linked.get('play');
const dropLink = () => history.replaceState(null, '', location.pathname + location.search);

// A game of the game language is kept across reloads like a heap game (in the
// same format): its start and every move, made again through the same checks
// as a link. While it is saved it is the page's game; a heap game started forgets it.
const customKey = 'sglab.play.custom.v1';
function savedCustom() {
  try {
    const text = localStorage.getItem(customKey);
    return text ? readSaved(text) : null;
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
const customText = () =>
  writeSaved({
    definition: custom.definition,
    position: custom.getAttribute('position') ?? '',
    misere: custom.getAttribute('misere') === 'on',
    first: custom.getAttribute('first') ?? 'human',
    moves: custom.moves,
    over: custom.over,
  });
function saveCustom() {
  try {
    localStorage.setItem(customKey, customText());
  } catch {
    /* storage full or disabled */
  }
}

// A saved or linked game of the game language in the form, and on the board
// with its moves made again (model/saved-game.js); false when refused.
function startSaved(data) {
  setMode(true);
  form.definition.value = data.d;
  form.position.value = data.p;
  showPreset();
  form.misere.value = data.m ? 'on' : 'off';
  form.first.value = data.f;
  return startCustom({ moves: data.moves });
}

// The saved game of the game language on the board again, as it was; said
// when it was unfinished.
async function resumeCustom(data = savedCustom()) {
  if (!data) return false;
  if (!(await startSaved(data))) {
    forgetCustom();
    showBoard(false);
    return false;
  }
  if (custom.inProgress) notice(say('customResumed'));
  return true;
}

// The saved heap game (the board keeps it itself), or null.
function savedHeap() {
  try {
    return readSaved(localStorage.getItem(game.getAttribute('save')) ?? '');
  } catch {
    return null;
  }
}

// The page's game now: the saved game of the game language, else the heap game.
const savedGame = () => {
  const c = savedCustom();
  return c ? { custom: c } : { heap: savedHeap() };
};

// Which board plays a linked game: the heap board for heaps alone (as typed
// in its field), else the board of any game.
async function onHeapBoard(data) {
  if (data.d !== '') return false;
  const read = readPosition(await loadEngine('core'), data.p);
  return !read.problem;
}

// The question above the game in progress, in view and focused; the game
// cannot be played while it is open (inert), nor can the setup start another.
function askReplace() {
  const box = $('#link-choice');
  box.hidden = false;
  for (const el of [game, custom, sheet]) el.inert = true;
  box.scrollIntoView({ block: 'nearest' });
  $('#link-replace').focus({ preventScroll: true });
  return new Promise((resolve) => {
    const done = (answer) => {
      box.hidden = true;
      for (const el of [game, custom, sheet]) el.inert = false;
      resolve(answer);
    };
    $('#link-replace').onclick = () => done(true);
    $('#link-keep').onclick = () => done(false);
  });
}

async function openLink() {
  await customElements.whenDefined('sg-heap-game');
  let link;
  try {
    link = readSaved(linkText());
  } catch (e) {
    dropLink();
    notice(say('badLink', { why: errorText(lang, e) }));
    return;
  }
  const heapBoard = await onHeapBoard(link);
  const saved = savedGame();
  if (sameGame(heapBoard ? saved.heap : saved.custom, link)) {
    // The link's own game, played on: as it was saved (the heap board restores itself).
    if (saved.custom) await resumeCustom(saved.custom);
    else {
      form.heaps.value = game.position || link.p;
      showPreset();
    }
    return;
  }
  if (inProgress(saved.custom ?? saved.heap)) {
    // The game in progress is on the board behind the question (a heap game
    // restores itself; a game of the game language is made again here).
    if (saved.custom) await resumeCustom(saved.custom);
    if (!(await askReplace())) {
      dropLink();
      notice(say('linkKept'));
      return;
    }
    notice('');
  }
  if (!heapBoard) {
    if (!(await startSaved(link))) {
      dropLink();
      notice(say('badLink', { why: $('#custom-error').textContent }));
      sheet.open = true;
    }
    return;
  }
  try {
    await game.loadShared(linkText());
    forgetCustom();
    showBoard(false);
    form.heaps.value = game.position;
    showPreset();
  } catch (e) {
    dropLink();
    notice(say('badLink', { why: e }));
  }
}

// The form's controls and the skip links.
function listen() {
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
    const engine = await loadEngine('core');
    $('#heaps-error').textContent = '';
    try {
      form.heaps.value = engine.positionText(randomSizes(count, lo, hi), { rule: form.rule.value.trim() || 'nim' });
      showPreset();
    } catch (e) {
      $('#heaps-error').textContent = say('errorSaid', { why: errorText(lang, e) });
    }
  });
  form.addEventListener('submit', start);
  form.addEventListener('input', (e) => {
    if (/** @type {HTMLElement} */ (e.target).id !== 'preset') showPreset();
  });
  $('#share').addEventListener('click', async () => {
    const url = `${location.href.split('#')[0]}#game=${encodeURIComponent(custom.hidden ? game.shareText() : customText())}`;
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
  // A second skip link, to the setup: the preset, then Start (the board's
  // controls come first in the page, a dozen Tabs).
  $('#skip-board').after(
    Object.assign(document.createElement('a'), { className: 'skip', href: '#setup', id: 'skip-setup' })
  );
  $('#skip-setup').dataset.i18n = 'skipSetup';
  $('#skip-setup').textContent = say('skipSetup');
  $('#skip-setup').addEventListener('click', (e) => {
    e.preventDefault();
    sheet.open = true;
    $('#preset').focus();
  });
  // "Skip to the board" lands on the first heap itself (the link's #game is
  // the fallback before the game is drawn).
  $('#skip-board').addEventListener('click', (e) => {
    if (game.focusBoard()) e.preventDefault();
  });
}

// The page's work starts in the task after its script: the script's own
// evaluation and the page's first layout in the reader's language are then two
// short tasks, where in one they held the main thread past 50 ms.
setTimeout(setUp);
function setUp() {
  defineHeapGame();
  defineGamePlay();
  mountShell('play', (next) => applyLang(next), { skip: { href: '#game', id: 'skip-board', key: 'skipBoard' } });
  listen();
  applyLang(lang);
  // The board's heaps in the field, as the engine writes them ("3,4,5" with rule nim is "nim:3 nim:4 nim:5").
  loadEngine('core').then((engine) => {
    if (form.heaps.value) return;
    try {
      form.heaps.value = engine.positionText(game.getAttribute('heaps'), { rule: game.getAttribute('rule') ?? 'nim' });
      showPreset();
    } catch {
      /* the board says why */
    }
  });
  custom.addEventListener('sg-move', saveCustom);
  custom.addEventListener('sg-gameover', saveCustom);
  if (linked.get('game') || linked.get('play')) openLink();
  else resumeCustom();

  // A link pasted into the address bar of the open page changes only its hash:
  // the page opens it as it opens a link at load (asking first when a game in
  // progress would be replaced).
  window.addEventListener('hashchange', () => {
    const next = new URLSearchParams(location.hash.slice(1));
    const changed = ['game', 'play'].some((k) => next.get(k) && next.get(k) !== linked.get(k));
    if (changed) location.reload();
  });
}
