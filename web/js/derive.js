// The tutorial sentence for one step of a mex table, from the engine's
// derivation: "x = 4: you can take 1, 3 or 4, leaving 3, 1 or 0;
// mex{sg(3), sg(1), sg(0)} = mex{1, 1, 0} = 2, so sg(4) = 2".
import { t, joinList } from './i18n.js';

const shown = 12;  // terms written out before "…"

function term(lang, leaves) {
  const one = (h) => `sg[${h}]`;
  if (leaves.length === 0) return one(0);
  return leaves.map(one).join(' XOR ');
}

export function stepSentence(lang, d) {
  const x = d.heap;
  if (d.moves.length === 0) return t(lang, 'noMoves', { x });
  const moves = d.moves.slice(0, shown);
  const total = d.totalMoves ?? (d.truncated ? `${d.moves.length}+` : d.moves.length);
  const more = d.moves.length > shown || d.truncated ? t(lang, 'moreMoves', { count: total }) : '';
  const sep = lang === 'zh' ? ',' : ', ';
  const terms = `{${moves.map((m) => term(lang, m.leaves)).join(sep)}${more ? `${sep}…` : ''}}`;
  const values = `{${moves.map((m) => m.value).join(sep)}${more ? `${sep}…` : ''}}`;
  const singleHeap = d.moves.every((m) => m.leaves.length <= 1);
  if (singleHeap) {
    const amounts = joinList(lang, moves.map((m) => String(m.taken)).concat(more ? ['…'] : []));
    const lefts = joinList(lang, moves.map((m) => String(m.leaves[0] ?? 0)).concat(more ? ['…'] : []));
    return t(lang, 'takeSentence', { x, amounts, lefts, terms, values, mex: d.mex });
  }
  const lefts = joinList(lang, moves.map((m) => (m.leaves.length ? m.leaves.join('+') : '0')).concat(more ? ['…'] : []));
  return t(lang, 'breakSentence', { x, lefts, terms, values, mex: d.mex });
}
