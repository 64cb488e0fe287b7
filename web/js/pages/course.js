// The course page: lessons with live widgets, exercises the engine checks,
// progress kept in localStorage, and the language switch. The content is
// web/js/model/course/lessons.js; the checking is web/js/model/course/check.js;
// this file keeps what is shown (state) apart from drawing it (render).
import { t, preferredLang } from '../text/i18n.js';
import '../text/course.js';
import { loadEngine } from '../engine/engine.js';
import { h } from '../widgets/dom.js';
import { watchNear } from '../widgets/frame.js';
import { define as defineMexTable } from '../widgets/mex-table.js';
import { define as defineSum } from '../widgets/sum.js';
import { define as defineGraph } from '../widgets/graph-game.js';
import { define as defineNimSum } from '../widgets/nim-sum.js';
import { define as defineGameTable } from '../widgets/game-table.js';
import { lessons, problems, allExercises } from '../model/course/lessons.js';
import { check, questions, answerKind, solve, whyText } from '../model/course/check.js';
import { mountShell, applyLang } from './shell.js';
import { widgets } from '../widgets/manifest.js';

const progressKey = 'sglab.course.progress.v1';
const $ = (sel) => document.querySelector(sel);
const known = new Set(allExercises.map((a) => a.ex.id));

const state = {
  lang: preferredLang(),
  solved: new Set(),
  answers: new Map(), // exercise id -> the text typed (kept across a language switch)
  results: new Map(), // exercise id -> the last check's result
  toy: new Set([0, 1, 3]),
  widgetAttrs: new Map(), // widget key -> attributes the reader changed (kept across a language switch)
  resetNotice: false,
};

// ---- progress ----

// The saved progress, or a notice when it cannot be read (then it is reset).
function loadProgress() {
  let text = null;
  try {
    text = localStorage.getItem(progressKey);
  } catch {
    return;
  }
  if (text == null) return;
  try {
    const data = JSON.parse(text);
    if (
      !data ||
      typeof data !== 'object' ||
      !Array.isArray(data.solved) ||
      !data.solved.every((x) => typeof x === 'string')
    )
      throw new Error('shape');
    for (const id of data.solved) if (known.has(id)) state.solved.add(id);
  } catch {
    state.resetNotice = true;
    try {
      localStorage.removeItem(progressKey);
    } catch {
      /* storage disabled */
    }
  }
}

function saveProgress() {
  try {
    localStorage.setItem(progressKey, JSON.stringify({ solved: [...state.solved] }));
  } catch {
    /* storage disabled */
  }
}

const countSolved = (exercises) => exercises.filter((ex) => state.solved.has(ex.id)).length;
const progressText = (exercises) =>
  t(state.lang, 'course.progress', { solved: countSolved(exercises), total: exercises.length });

// ---- text ----

// **bold** and `code` inside a sentence, made into elements holding text.
function inline(text) {
  const out = [];
  const re = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[1] !== undefined ? h('strong', {}, m[1]) : h('code', {}, m[2]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const say = (pair) => pair[state.lang] ?? pair.en;

// ---- widgets ----

function widget(block, key) {
  const attrs = { ...block.attrs, ...(state.widgetAttrs.get(key) ?? {}), lang: state.lang };
  const el = document.createElement(block.widget);
  if (block.text) el.setAttribute('definition', block.text.trim());
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  // Remember what the reader changed, so a language switch keeps it.
  const remember = (names) => () => {
    const kept = {};
    for (const n of names) if (el.hasAttribute(n)) kept[n] = el.getAttribute(n);
    state.widgetAttrs.set(key, kept);
  };
  const names = widgets[block.widget]?.state ?? [];
  el.addEventListener('sg-step', remember(names));
  el.addEventListener('sg-change', remember(names));
  const box = h('div', { class: 'widget' }, el);
  // A graph starts unlabelled, for the reader to label step by step.
  if (block.widget === 'sg-graph-game') el.setAttribute('labels', 'none');
  if (block.edit === 'values') {
    const id = `${key}-values`;
    const input = h('input', {
      id,
      name: 'values',
      value: attrs.values,
      autocomplete: 'off',
      spellcheck: 'false',
      inputmode: 'numeric',
    });
    const apply = () => {
      el.setAttribute('values', input.value.trim());
      remember(['values'])();
    };
    input.addEventListener('change', apply);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') apply();
    });
    box.prepend(h('p', { class: 'widget-field' }, h('label', { for: id }, t(state.lang, 'course.heaps')), ' ', input));
  }
  return box;
}

// Lesson 1's mex: the student toggles numbers in a set; the engine gives the mex.
function mexToy() {
  const labelId = 'mex-toy-label';
  const out = h('p', { class: 'toy-result mono', 'aria-live': 'polite' });
  const show = async () => {
    const set = [...state.toy].sort((a, b) => a - b);
    const engine = await loadEngine('tables');
    out.textContent = t(state.lang, 'course.mexToyResult', { set: `{${set.join(', ')}}`, mex: engine.mex(set) });
  };
  const buttons = Array.from({ length: 10 }, (_, n) => {
    const b = h('button', { type: 'button', class: 'toy-number', 'aria-pressed': String(state.toy.has(n)) }, String(n));
    b.addEventListener('click', () => {
      if (state.toy.has(n)) state.toy.delete(n);
      else state.toy.add(n);
      b.setAttribute('aria-pressed', String(state.toy.has(n)));
      show();
    });
    return b;
  });
  show();
  return h(
    'div',
    { class: 'widget mex-toy' },
    h('p', { id: labelId, class: 'toy-label' }, t(state.lang, 'course.mexToyLabel')),
    h('div', { class: 'toy-numbers', role: 'group', 'aria-labelledby': labelId }, buttons),
    out
  );
}

function blockNode(block, key) {
  const { lang } = state;
  if (block.p) return h('p', {}, inline(say(block.p)));
  if (block.h) return h('h3', {}, say(block.h));
  if (block.label) return h('p', { class: 'widget-label' }, say(block.label));
  if (block.pre) return h('pre', { class: 'math' }, lang === 'zh' && block.preZh ? block.preZh : block.pre);
  if (block.ol)
    return h(
      'ol',
      {},
      block.ol.map((item) => h('li', {}, inline(say(item))))
    );
  if (block.mexToy) return mexToy();
  // An answer the reader opens after trying (it stays closed until then).
  if (block.reveal)
    return h(
      'details',
      { class: 'reveal' },
      h('summary', {}, say(block.reveal)),
      block.blocks.map((b, k) => blockNode(b, `${key}-${k}`))
    );
  if (block.widget) return widget(block, key);
  if (block.links)
    return h(
      'ul',
      { class: 'links' },
      block.links.map((l) => h('li', {}, h('a', { href: l.href }, say(l))))
    );
  return null;
}

// ---- exercises ----

function feedbackNodes(ex, result) {
  const { lang } = state;
  if (!result) return [];
  if (result.error) return [h('p', { class: 'error' }, whyText(lang, result.error))];
  const qs = questions(ex);
  const right = result.lines.filter((l) => l.ok).length;
  const summary = result.ok
    ? h('p', { class: 'ok' }, t(lang, 'course.allRight', { count: result.lines.length }))
    : h('p', { class: 'bad' }, t(lang, 'course.someWrong', { right, count: result.lines.length }));
  const lines = result.lines.map((l, i) =>
    l.ok
      ? h(
          'li',
          { class: 'line-ok' },
          h('span', { 'aria-hidden': 'true' }, '✓ '),
          t(lang, 'course.lineRight', { n: i + 1, q: qs[i], got: l.got })
        )
      : h(
          'li',
          { class: 'line-bad' },
          h('span', { 'aria-hidden': 'true' }, '✗ '),
          t(lang, 'course.lineWrong', { n: i + 1, q: qs[i], got: l.got, why: whyText(lang, l.why) })
        )
  );
  return [
    summary,
    h('ul', { class: 'lines' }, result.ok ? [] : lines.filter((_, i) => !result.lines[i].ok), result.ok ? lines : []),
  ];
}

// The graph of an exercise, drawn without labels, buttons or tokens.
function graphPicture(edges) {
  const el = document.createElement('sg-graph-game');
  for (const [name, value] of Object.entries({ edges, tokens: '', editor: 'off', play: 'off', controls: 'off' }))
    el.setAttribute(name, value);
  el.setAttribute('lang', state.lang);
  return h('div', { class: 'exercise-graph' }, el);
}

function exerciseNode(ex, heading, headingLevel, prompt) {
  const { lang } = state;
  const qs = questions(ex);
  const kind = answerKind(ex);
  const id = `answer-${ex.id}`;
  const hintId = `hint-${ex.id}`;
  const feedback = h('div', { class: 'feedback', id: `feedback-${ex.id}`, role: 'status', 'aria-live': 'polite' });
  const row = ex.layout === 'row';
  const field = row
    ? h('input', {
        id,
        name: 'answer',
        type: 'text',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': hintId,
      })
    : h('textarea', {
        id,
        name: 'answer',
        rows: Math.min(qs.length, 8),
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': hintId,
      });
  field.value = state.answers.get(ex.id) ?? '';
  field.addEventListener('input', () => state.answers.set(ex.id, field.value));
  const badge = h('span', { class: 'badge', hidden: !state.solved.has(ex.id) }, t(lang, 'course.solvedBadge'));
  const form = h(
    'form',
    { class: 'answer', novalidate: true },
    h('label', { for: id }, t(lang, 'course.answerLabel', { name: heading })),
    // The hint says how to type the answers as the field takes them: one line, or a line each.
    h(
      'p',
      { class: 'hint', id: hintId },
      t(lang, row ? `course.hint.${kind}Row` : `course.hint.${kind}`, { count: qs.length })
    ),
    field,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t(lang, 'course.check')))
  );
  const show = () => {
    const result = state.results.get(ex.id);
    feedback.replaceChildren(...feedbackNodes(ex, result));
    field.setAttribute('aria-invalid', String(Boolean(result && !result.ok)));
    badge.hidden = !state.solved.has(ex.id);
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const engine = await loadEngine('full'); // exercises may ask for any part (a product of games)
    const result = check(engine, ex, field.value);
    state.results.set(ex.id, result);
    if (result.ok && !state.solved.has(ex.id)) {
      state.solved.add(ex.id);
      saveProgress();
      renderProgress();
    }
    show();
  });
  // Ctrl+Enter (or Cmd+Enter) checks from inside the text area.
  field.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      form.requestSubmit();
    }
  });
  show();
  const H = `h${headingLevel}`;
  return h(
    'div',
    { class: 'exercise', id: `exercise-${ex.id}`, 'data-exercise': ex.id },
    h(H, {}, heading, ' ', badge),
    prompt ? h('p', {}, inline(prompt)) : null,
    ex.edges ? graphPicture(ex.edges) : null,
    h('p', { class: 'questions-label' }, t(lang, 'course.questions')),
    h(
      'ol',
      { class: 'questions mono' },
      qs.map((q, i) => h('li', {}, `${i + 1}. ${q}`))
    ),
    form,
    feedback
  );
}

// ---- page ----

const lessonTitle = (l, i) => t(state.lang, 'course.lessonTitle', { n: i + 1, title: say(l.title) });

function renderProgress() {
  const { lang } = state;
  const all = allExercises.map((a) => a.ex);
  $('#overall').textContent = t(lang, 'course.overall', { solved: countSolved(all), total: all.length });
  lessons.forEach((l, i) => {
    const text = progressText(l.exercises);
    for (const el of document.querySelectorAll(`[data-progress="${l.id}"]`)) el.textContent = text;
    void i;
  });
  const text = progressText(problems.map((p) => p.exercise));
  for (const el of document.querySelectorAll('[data-progress="problems"]')) el.textContent = text;
  for (const ex of all) {
    const badge = /** @type {HTMLElement | null} */ (document.querySelector(`#exercise-${ex.id} .badge`));
    if (badge) badge.hidden = !state.solved.has(ex.id);
  }
}

function prevNext(i) {
  const items = [
    ...lessons.map((l, k) => ({ id: l.id, title: lessonTitle(l, k) })),
    { id: 'problems', title: t(state.lang, 'course.problems') },
  ];
  const prev = items[i - 1],
    next = items[i + 1];
  return h(
    'nav',
    { class: 'prevnext', 'aria-label': items[i].title },
    prev
      ? h('a', { href: `#${prev.id}`, rel: 'prev' }, `← ${t(state.lang, 'course.prev', { title: prev.title })}`)
      : h('span'),
    next
      ? h('a', { href: `#${next.id}`, rel: 'next' }, `${t(state.lang, 'course.next', { title: next.title })} →`)
      : h('span')
  );
}

// A problem's sample output, computed by the engine once it is near the
// screen (the problems are at the end of the page: the full engine is not
// loaded for them while the page opens).
function sampleOutput(problem, pre) {
  const stop = watchNear(pre, (near) => {
    if (!near) return;
    stop();
    computeSample(problem, pre);
  });
}

async function computeSample(problem, pre) {
  try {
    const engine = await loadEngine('full');
    pre.textContent = solve(engine, problem.sample)
      .map((a) => a.answer)
      .join('\n');
  } catch (e) {
    pre.textContent = String(e?.message ?? e);
  }
}

function render() {
  const { lang } = state;
  // Drawn again (a language switch): the section the reader is in is filled
  // first and kept where it was on the screen.
  const inView = [...document.querySelectorAll('#lessons > section')].findLast(
    (el) => el.getBoundingClientRect().top <= 80
  );
  const anchor = inView ? { id: inView.id, top: inView.getBoundingClientRect().top } : null;
  applyLang(lang, 'titleCourse');
  const notice = $('#notice');
  notice.hidden = !state.resetNotice;
  notice.textContent = state.resetNotice ? t(lang, 'course.progressReset') : '';

  $('#toc-list').replaceChildren(
    ...lessons.map((l, i) =>
      h(
        'li',
        {},
        h('a', { href: `#${l.id}` }, lessonTitle(l, i)),
        ' ',
        h('span', { class: 'toc-progress', 'data-progress': l.id })
      )
    ),
    h(
      'li',
      {},
      h('a', { href: '#problems' }, t(lang, 'course.problems')),
      ' ',
      h('span', { class: 'toc-progress', 'data-progress': 'problems' })
    )
  );

  // Each section is drawn with its heading first, so that links and the
  // contents find it, then filled one per task: the section a link points at
  // first, then the rest in order, so that no task blocks the page for long.
  /** @type {{ids: string[], heading: HTMLElement, body: () => any[], section?: HTMLElement}[]} */
  const fills = lessons.map((l, i) => ({
    ids: [l.id],
    heading: h('h2', { id: `${l.id}-title` }, lessonTitle(l, i)),
    body: () => [
      h('p', { class: 'lesson-progress', 'data-progress': l.id }),
      l.blocks.map((b, k) => blockNode(b, `${l.id}-${k}`)),
      h('h3', {}, t(lang, 'course.exercises')),
      l.exercises.map((ex, k) =>
        exerciseNode(ex, t(lang, 'course.exercise', { n: `${i + 1}.${k + 1}` }), 4, say(ex.prompt))
      ),
      prevNext(i),
    ],
  }));
  fills.push({
    ids: ['problems', ...problems.map((pr) => pr.id)],
    heading: h('h2', { id: 'problems-title' }, t(lang, 'course.problems')),
    body: problemsNodes,
  });
  for (const f of fills)
    f.section = h('section', { class: 'lesson', id: f.ids[0], 'aria-labelledby': f.heading.id }, f.heading);
  $('#lessons').replaceChildren(...fills.map((f) => f.section));
  renderProgress();
  fillSections(fills, anchor);
}

// Fills the sections one per task, the one the reader was in (anchor: {id,
// top}, on a language switch) or else the one the address names first; a
// later render stops an earlier fill. The anchor's section stays at its
// place on the screen while the others fill around it.
let fillRun = 0;
async function fillSections(fills, anchor = null) {
  const run = ++fillRun;
  const target = anchor?.id ?? decodeURIComponent(location.hash.slice(1));
  const first = fills.find((f) => f.ids.includes(target));
  const order = first ? [first, ...fills.filter((f) => f !== first)] : fills;
  const kept = anchor && first ? first.section : null;
  for (const [k, f] of order.entries()) {
    if (k > 0) await new Promise((resolve) => setTimeout(resolve));
    if (run !== fillRun) return;
    f.section.append(...f.body().flat(Infinity));
    renderProgress();
    if (kept) window.scrollBy(0, kept.getBoundingClientRect().top - anchor.top);
  }
}

function problemsNodes() {
  const { lang } = state;
  const problemNodes = problems.map((pr, i) => {
    const out = h('pre', { class: 'sample' }, '…');
    sampleOutput(pr, out);
    const heading = t(lang, 'course.problem', { n: i + 1, title: say(pr.title) });
    return h(
      'article',
      { class: 'problem', id: pr.id, 'aria-labelledby': `${pr.id}-title` },
      h('h3', { id: `${pr.id}-title` }, heading),
      pr.statement.map((b) => blockNode(b, pr.id)),
      h(
        'div',
        { class: 'samples' },
        h(
          'div',
          {},
          h('p', { class: 'sample-label' }, t(lang, 'course.sampleInput')),
          h('pre', { class: 'sample' }, questions(pr.sample).join('\n'))
        ),
        h('div', {}, h('p', { class: 'sample-label' }, t(lang, 'course.sampleOutput')), out)
      ),
      exerciseNode(pr.exercise, t(lang, 'course.problemShort', { n: i + 1 }), 4, null)
    );
  });
  return [
    h('p', { class: 'lesson-progress', 'data-progress': 'problems' }),
    h('p', {}, t(lang, 'course.problemsIntro')),
    problemNodes,
    prevNext(lessons.length),
  ];
}

// The page is drawn in a task after the one that read this script (its
// header, its widgets defined, its lessons), so that the script's evaluation
// and the page's first layout are two short tasks, not one long one.
setTimeout(() => {
  defineMexTable();
  defineSum();
  defineGraph();
  defineNimSum();
  defineGameTable();
  mountShell('course', (lang) => {
    state.lang = lang;
    render();
  });
  loadProgress();
  render();
  // The sections are made by script: a link to one of them scrolls once they exist.
  if (location.hash.length > 1) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
});
