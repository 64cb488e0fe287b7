// The builders the course's content is written with (lessons.js and
// problems.js): a paragraph, a lesson, a problem, an exercise, a heap, and
// the small graphs the exercises use.
// Small graphs as data: each vertex with its successors. The text the engine
// reads ("u v" per edge) and the successor lists a prompt states are both
// written from it, so nothing is read back.
const successors = {
  pn: { a: ['b', 'c'], b: ['d'], c: ['d', 'e'], d: ['f'], e: ['f'] },
  sg: { a: ['b', 'c', 'd'], b: ['d', 'e'], c: ['e', 'f'], d: ['g'], e: ['g', 'f'], f: ['g'] },
  ex21: { a: ['b', 'c'], b: ['c', 'd'], c: ['e'], d: ['e'] },
  ex22: { a: ['b', 'c'], b: ['d'], c: ['d', 'e'], d: ['f'], e: ['f', 'g'], f: ['h'], g: ['h'] },
  ex31: { a: ['b', 'c'], b: ['d', 'e'], c: ['e'], d: ['f'], e: ['f', 'g'], f: ['g'] },
  ex32: { p: ['q', 'r', 's'], q: ['t', 'v'], r: ['t', 'u'], s: ['u', 'v'], t: ['v'], u: ['v'] },
  tokens: { a: ['b', 'c', 'd'], b: ['e'], c: ['e', 'f'], d: ['f', 'g'], e: ['g'], f: ['g'] },
};
const edgesOf = (g) =>
  Object.entries(g)
    .flatMap(([u, vs]) => vs.map((v) => `${u} ${v}`))
    .join('; ');
export const graphs = Object.fromEntries(Object.entries(successors).map(([name, g]) => [name, edgesOf(g)]));
// "a → b, c; b → d" for a statement; in Chinese "a → b、c；b → d".
export const successorsText = (name, lang = 'en') =>
  Object.entries(successors[name])
    .map(([u, vs]) => `${u} → ${vs.join(lang === 'zh' ? '、' : ', ')}`)
    .join(lang === 'zh' ? '；' : '; ');

// A heap of a rule, as the engine takes a position's component.
export const heap = (rule, n) => ({ kind: 'heap', rule, heap: n });
export const p = (en, zh) => ({ p: { en, zh } });
// A section that shows before it tells: its heading, what to look for, the
// widget to try, then the result ([en, zh] each).
export const tryThenTell = (heading, look, widget, result) => [{ h: heading }, p(...look), widget, p(...result)];
export const lesson = (id, [en, zh], blocks, exercises) => ({ id, title: { en, zh }, blocks, exercises });
export const problem = (id, [en, zh], statement, sample, exercise) => ({
  id,
  title: { en, zh },
  statement,
  sample,
  exercise,
});
// An exercise: its id, its kind and question (the fields check.js reads), and the prompt that asks it.
export const ex = (id, kind, question, en, zh) => ({ id, kind, ...question, prompt: { en, zh } });
// A graph exercise states its graph as successor lists, then asks about each vertex.
export const graphEx = (id, kind, graph, vertices, en, zh) =>
  ex(
    id,
    kind,
    { edges: graphs[graph], vertices: [...vertices] },
    `The graph: ${successorsText(graph)}. ${en}`,
    `图的边：${successorsText(graph, 'zh')}。${zh}`
  );
