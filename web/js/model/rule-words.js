// A take-and-break code that is a named game, by the word a person writes
// for it: the engine reads "kayles" as the code 0.77 and writes the code
// back, so a heap it writes as 0.77:5 is shown as kayles:5 (the same heap,
// read the same way when typed again). Names come from the engine's ruleInfo.
const namedWords = ['kayles', 'dawson', 'dawson-chess'];
const words = new WeakMap(); // engine -> Map(code -> word)

/** @param {import('../engine/engine.js').Engine} engine */
export function namedWord(engine, rule) {
  if (!words.has(engine)) words.set(engine, new Map(namedWords.map((w) => [engine.ruleInfo(w).text, w])));
  return words.get(engine).get(rule) ?? '';
}

// A part of a sum as a person writes it: a heap of a named code by its word.
/** @param {import('../engine/engine.js').Engine} engine */
export function partText(engine, c) {
  const word = c.kind === 'heap' ? namedWord(engine, c.rule) : '';
  return word ? `${word}:${c.heap}` : c.text;
}
