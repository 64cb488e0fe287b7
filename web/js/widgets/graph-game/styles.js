// The graph game's look, inside its shadow root: the editor, the drawing
// (vertices, tokens, edges, winning moves) and the sentences under it.
import { sheet } from '../base.js';

export const styles = sheet(`
  .editor { display: grid; grid-template-columns: minmax(10em, 18em) minmax(0, 1fr); gap: .8em; align-items: start; }
  .editor > div { min-width: 0; }
  @media (max-width: 560px) { .editor { grid-template-columns: minmax(0, 1fr); } }
  textarea { width: 100%; min-height: 10em; font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); }
  .tokens input { width: 100%; }
  [part=drawing] { overflow-x: auto; background: var(--sg-table-bg, #fff); border: 1px solid var(--sg-border, #d5dbe5);
                   border-radius: var(--sg-radius, 6px); }
  [part=drawing]:focus-visible { outline: 3px solid var(--sg-focus, #f59e0b); }
  svg.drawing { display: block; margin: 0 auto; max-width: none; }
  .v circle { fill: #fff; stroke: var(--sg-fg, #1d2330); stroke-width: 1.5; }
  .v.labelled circle { fill: var(--sg-note, #e8effc); }
  .v.current circle { stroke: var(--sg-accent, #2563eb); stroke-width: 3.5; }
  .v.zero circle { stroke: var(--sg-p, #dc2626); }
  .v:focus { outline: none; }
  .v:focus-visible circle { stroke: var(--sg-focus, #f59e0b); stroke-width: 4; }
  .v text { font-size: 17px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .v .sg { text-anchor: start; font-size: 14px; /* labelFont in graph-layout.js */ fill: var(--sg-accent, #2563eb); font-weight: 700; }
  .v .count { font-size: 12px; font-weight: 700; fill: #3b2300; }
  .v { cursor: pointer; }
  .v circle.token { fill: var(--sg-token, #f59e0b); stroke: #7c4a03; stroke-width: 1.5; stroke-dasharray: none; }
  .e { stroke: #8a93a5; stroke-width: 1.4; }
  .e.win { stroke: var(--sg-win, #16a34a); stroke-width: 3.5; }
  .arrow { fill: #8a93a5; }
  .arrow.win { fill: var(--sg-win, #16a34a); }
  .ask .question { margin: .4em 0; }
  .ask input { width: 4em; }
  .ask button, .ask input { min-height: 2.75em; min-width: 2.75em; }
  .ask .reply { margin: .3em 0; font-weight: 600; }
  .v.infinite circle:not(.token) { stroke-dasharray: 4 3; }
  .buttons { display: flex; gap: .4em; flex-wrap: wrap; margin: .5em 0; }
  .sentence { margin: .4em 0; min-height: 1.5em; }
  .status-line { margin: .4em 0; font-weight: 600; }
  .status-line:empty { display: none; }
  .error:empty { display: none; }
`);
