// A heap's rule as a person knows it: a take-and-break code that is a named
// game by its name in the reader's language (Kayles, not 0.77), else the rule
// as the engine writes it.
// Names come from the engine's ruleInfo (model/rule-words.js).
import { namedWord } from '../../model/rule-words.js';

const namedAs = (engine, rule) => {
  const word = namedWord(engine, rule);
  return word ? engine.ruleInfo(word).name : '';
};

// host: the element (its t()); info: engine.ruleInfo(rule). A rule the
// engine writes as a word (nim, grundy, lasker) is shown as written.
export function ruleTitle(host, engine, info, rule) {
  const name = info?.name ? '' : namedAs(engine, rule);
  if (!name) return rule;
  const key = `ruleTitle.${name}`;
  const said = host.t(key);
  return said === key ? name : said;
}

// "You took 3 from heap 2, leaving 4." in the reader's language (host: the element).
export function sayMove(host, player, move) {
  const params = {
    who: host.w(player === 'human' ? 'sayYou' : 'sayComputer'),
    taken: move.taken,
    i: move.component + 1,
  };
  const leaves = move.leaves;
  if (leaves.length === 0) return host.w('sayTookAll', params);
  if (leaves.length === 1) return host.w('sayTook', { ...params, left: leaves[0] });
  const list =
    host.uiLang === 'zh'
      ? leaves.join('、')
      : leaves.length > 2
        ? `${leaves.slice(0, -1).join(', ')} ${host.w('andWord')} ${leaves.at(-1)}`
        : leaves.join(` ${host.w('andWord')} `);
  return host.w(move.taken ? 'sayTookSplit' : 'saySplit', { ...params, leaves: list, count: leaves.length });
}
