// Every SG Lab element, once, for all that names them: the widget classes
// (their observed attributes, their engine part), the loader (which bundle
// holds the element), embed.html (which elements it embeds), the course
// (which attributes it keeps when it draws a widget again), and lint, which
// holds the README's table of elements to it (scripts/check-manifest.mjs).
//   part:     the engine module the element needs first (engine.js's parts);
//   observed: attributes it follows (a change redraws it);
//   read:     attributes it reads when it uses them (a change shows the next time);
//   state:    attributes that hold what the reader changed (a page keeps them
//             when it draws the widget again, in another language say);
//   events:   what it tells the page;
//   values:   the values an attribute may take: a list of words, or {min, max}
//             for a whole number (a widget says inside itself when one is not).
const onOff = ['on', 'off'];
const players = ['human', 'computer'];
const opponents = ['perfect', 'mistakes', 'random'];
const percent = { min: 0, max: 100 };
const delay = { min: 0, max: 60000 };
export const widgets = Object.freeze({
  'sg-mex-table': {
    part: 'tables',
    observed: ['rule', 'upto', 'step', 'lang', 'controls', 'export', 'predict', 'graph', 'period'],
    read: [],
    state: ['rule', 'upto', 'step', 'predict', 'period'],
    events: ['sg-step', 'sg-export'],
    values: {
      step: { min: 0, max: 100000000 },
      predict: onOff,
      graph: onOff,
      export: onOff,
      controls: ['none', 'all'],
      period: ['ask', 'shown'],
    },
  },
  'sg-heap-game': {
    part: 'core',
    observed: ['heaps', 'rule', 'first', 'hints', 'misere', 'opponent', 'mistakes', 'lang'],
    read: ['save', 'learn-href', 'delay'],
    state: [],
    events: ['sg-move', 'sg-gameover'],
    values: { first: players, hints: onOff, misere: onOff, opponent: opponents, mistakes: percent, delay },
  },
  'sg-graph-game': {
    part: 'core',
    observed: ['edges', 'tokens', 'lang', 'editor', 'play', 'ask', 'controls', 'labels'],
    read: ['delay'],
    state: ['edges', 'tokens'],
    events: ['sg-change', 'sg-move', 'sg-gameover'],
    values: { editor: onOff, play: onOff, ask: ['sg', 'pn'], controls: onOff, labels: ['none', 'all'], delay },
  },
  'sg-game-play': {
    part: 'full',
    observed: ['definition', 'position', 'first', 'misere', 'opponent', 'mistakes', 'hints', 'lang'],
    read: ['delay'],
    state: [],
    events: ['sg-move', 'sg-gameover'],
    values: { first: players, misere: onOff, opponent: opponents, mistakes: percent, hints: onOff, delay },
  },
  'sg-nim-sum': {
    part: 'core',
    observed: ['values', 'lang'],
    read: [],
    state: ['values'],
    events: [],
    values: {},
  },
  'sg-sum': {
    part: 'core',
    observed: ['position', 'definition', 'edges', 'play', 'predict', 'parts', 'trust-pattern', 'lang'],
    read: [],
    state: ['position', 'play', 'trust-pattern'],
    events: ['sg-change'],
    values: { play: ['normal', 'misere', 'every'], predict: onOff, parts: ['heaps', 'all'], 'trust-pattern': onOff },
  },
  'sg-game-table': {
    part: 'full',
    observed: ['definition', 'box', 'game', 'formula', 'fmode', 'suggest', 'editor', 'lang'],
    read: ['pick'],
    state: ['box'],
    events: ['sg-change', 'sg-pick'],
    values: { fmode: ['sg', 'p'], suggest: onOff, editor: onOff, pick: onOff },
  },
});

export const tags = Object.keys(widgets);

// What is wrong with the attributes of an element `tag` (get(name): the
// attribute's value or null), as [{name, value, allowed} | {name, value, min, max}]:
// an attribute given a value it does not take. An absent one is never wrong.
export function attributeProblems(tag, get) {
  const out = [];
  for (const [name, allowed] of Object.entries(widgets[tag]?.values ?? {})) {
    const value = get(name);
    if (value === null) continue;
    if (Array.isArray(allowed)) {
      if (!allowed.includes(value)) out.push({ name, value, allowed });
    } else if (!/^\d+$/.test(value.trim()) || Number(value) < allowed.min || Number(value) > allowed.max)
      out.push({ name, value, min: allowed.min, max: allowed.max });
  }
  return out;
}
