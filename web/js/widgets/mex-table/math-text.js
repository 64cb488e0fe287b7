// Math in a sentence kept whole ("mex{1, 1, 0}", "sg[4] = 2", "x = 4"), so a
// narrow screen wraps between tokens, not inside them. Long sets still wrap
// after their commas.
import { h } from '../dom.js';

const mathRe = /(?:mex)?\{[^{}]{0,24}\}|sg\[\d+\](?:\s?=\s?\d+)?|mex\s?=\s?(?:\d+|\?)|x\s?=\s?\d+:?|=\s?\d+/g;

export function mathNodes(text) {
  const out = [];
  // Between tokens, a long set may break after a comma: Chinese writes
  // "{sg[6],sg[5],…}" without spaces, which has no break otherwise.
  const plain = (part) =>
    part.split(/(?<=,)/).forEach((piece) => {
      out.push(piece);
      if (piece.endsWith(',')) out.push(h('wbr'));
    });
  let last = 0;
  for (const m of text.matchAll(mathRe)) {
    if (m.index > last) plain(text.slice(last, m.index));
    out.push(h('span', { class: 'm' }, m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) plain(text.slice(last));
  return out;
}
