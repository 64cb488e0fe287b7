// The place a widget keeps on the page before it is drawn: about the least
// height it takes once drawn, on a phone and on a wider screen, so that its
// drawing (which waits for the engine) does not push the text below it down
// (a layout shift, the field's CLS). Kept until the widget's first drawing;
// before its script defines it, the widget file's loader keeps the same
// place (and hides the definition written inside game widgets).
export const phone = '(max-width: 600px)';

// tag (and an attribute that changes its size) -> [phone, wider] in CSS px.
export const reserved = {
  'sg-mex-table': [880, 470],
  'sg-mex-table[controls=none]': [700, 460],
  'sg-heap-game': [1000, 480],
  'sg-graph-game': [700, 590],
  'sg-game-play': [540, 490],
  'sg-nim-sum': [300, 260],
  'sg-sum': [780, 490],
  'sg-game-table': [860, 540],
};

// The rules that keep those places: selector(tag, attribute) is the CSS
// selector for a key (attribute '' or "[controls=none]"), or null to skip it.
export function reserveCss(selector) {
  const rules = (i) =>
    Object.entries(reserved)
      .map(([key, heights]) => [selector(...key.split(/(?=\[)/), ''), heights[i]])
      .filter(([sel]) => sel)
      .map(([sel, height]) => `${sel} { min-height: ${height}px; }`)
      .join('\n');
  return `${rules(1)}\n@media ${phone} {\n${rules(0)}\n}`;
}
