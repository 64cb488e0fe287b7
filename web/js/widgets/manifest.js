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
//   events:   what it tells the page.
export const widgets = Object.freeze({
  'sg-mex-table': {
    part: 'tables',
    observed: ['rule', 'upto', 'step', 'lang', 'controls', 'export', 'predict', 'graph', 'period'],
    read: [],
    state: ['rule', 'upto', 'step', 'predict', 'period'],
    events: ['sg-step', 'sg-export'],
  },
  'sg-heap-game': {
    part: 'core',
    observed: ['heaps', 'rule', 'first', 'hints', 'misere', 'opponent', 'mistakes', 'lang'],
    read: ['save', 'learn-href', 'delay'],
    state: [],
    events: ['sg-move', 'sg-gameover'],
  },
  'sg-graph-game': {
    part: 'core',
    observed: ['edges', 'tokens', 'lang', 'editor', 'play', 'ask', 'controls', 'labels'],
    read: ['delay'],
    state: ['edges', 'tokens'],
    events: ['sg-change', 'sg-move', 'sg-gameover'],
  },
  'sg-game-play': {
    part: 'full',
    observed: ['definition', 'position', 'first', 'misere', 'opponent', 'mistakes', 'hints', 'lang'],
    read: ['delay'],
    state: [],
    events: ['sg-move', 'sg-gameover'],
  },
  'sg-nim-sum': {
    part: 'core',
    observed: ['values', 'lang'],
    read: [],
    state: ['values'],
    events: [],
  },
  'sg-sum': {
    part: 'core',
    observed: ['position', 'definition', 'edges', 'play', 'predict', 'parts', 'trust-pattern', 'lang'],
    read: [],
    state: ['position', 'play', 'trust-pattern'],
    events: ['sg-change'],
  },
  'sg-game-table': {
    part: 'full',
    observed: ['definition', 'box', 'game', 'formula', 'fmode', 'suggest', 'editor', 'lang'],
    read: ['pick'],
    state: ['box'],
    events: ['sg-change', 'sg-pick'],
  },
});

export const tags = Object.keys(widgets);
