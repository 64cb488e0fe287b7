// The game-play widget's look, inside its shadow root: the boards (grid,
// bar, coins, stones), hints, result and review. Themeable through --sg-*.
import { sheet } from '../base.js';

export const styles = sheet(`
  .bar { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin-bottom: .5em; }
  .status { font-weight: 600; margin: .3em 0 .6em; min-height: 1.5em; }
  .component { border-bottom: 1px solid var(--sg-grid, #eef1f6); padding: .5em 0; }
  .component h3 { font-size: 1em; margin: 0 0 .3em; overflow-wrap: anywhere; }
  .component h3 small { font-weight: 400; color: var(--sg-muted, #5b6475); }
  .finished { margin: .4em 0; }
  .finished p { margin: .2em 0; overflow-wrap: anywhere; }
  .finished-row { display: flex; flex-wrap: wrap; gap: .6em; align-items: flex-end; }
  .finished-part { margin: 0; display: flex; flex-direction: column; align-items: center; gap: .2em; opacity: .85; }
  .finished-part svg { max-width: 160px; max-height: 120px; height: auto; }
  .finished-part figcaption { font-size: .85em; color: var(--sg-muted, #5b6475); }
  .board-text { margin: 0 0 .3em; font-size: .85em; overflow-wrap: anywhere; }
  .board { display: inline-block; max-width: 100%; box-sizing: border-box; overflow-x: auto; border-radius: var(--sg-radius, 6px); padding: 3px; }
  .board:focus-visible { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: 2px; }
  /* Drawn at full size (a target stays 44 px on a phone); a wide grid scrolls inside its board. */
  .board svg { display: block; touch-action: manipulation; }
  .row { display: flex; flex-wrap: wrap; gap: 0; max-width: 100%; }
  .row svg { flex: none; }
  .hit { fill: transparent; }
  .target-cell { cursor: pointer; }
  .cell { fill: var(--sg-table-bg, #fff); stroke: var(--sg-grid, #cbd3e1); }
  .cell.dark { fill: var(--sg-head, #eef2f8); }
  .target { fill: var(--sg-accent, #2563eb); opacity: .35; cursor: pointer; }
  .target:hover, .target.chosen { opacity: .9; }
  .hinted { stroke: var(--sg-hint, #1d4ed8); stroke-width: 3; stroke-dasharray: 4 2; fill: none; pointer-events: none; }
  .star { fill: var(--sg-hint-mark, #1e3a8a); font-size: 13px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .queen { font-size: 20px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .rect { fill: #fde68a; stroke: #92400e; stroke-width: 1.5; }
  .grid-line { stroke: #b45309; stroke-width: 1; opacity: .45; pointer-events: none; }
  .cut { cursor: pointer; }
  .cut rect { fill: transparent; }
  .cut line { stroke: transparent; stroke-width: 4; }
  .cut:hover line, .cut.chosen line { stroke: var(--sg-take, #dc2626); }
  .cut.hint line { stroke: var(--sg-hint, #1d4ed8); stroke-dasharray: 6 3; }
  .coin { stroke: #92400e; stroke-width: 1.5; cursor: pointer; }
  .coin.heads { fill: #fbbf24; }
  .coin.tails { fill: #e5e7eb; stroke: #6b7280; }
  .coin.picked { stroke: var(--sg-take, #dc2626); stroke-width: 4; }
  .coin-tile { cursor: pointer; }
  .coin-number { font-size: 11px; text-anchor: middle; dominant-baseline: central; fill: var(--sg-muted, #5b6475); pointer-events: none; }
  .coin-hint { fill: none; stroke: var(--sg-hint, #1d4ed8); stroke-width: 2; stroke-dasharray: 4 2; pointer-events: none; }
  .legend { font-size: .88em; margin: .3em 0 0; }
  .ground { stroke: #7c5a2a; stroke-width: 6; stroke-linecap: round; }
  .hb-line { stroke: #15803d; stroke-width: 4; fill: none; stroke-linecap: round; }
  .hb-hit { stroke: transparent; stroke-width: 44; fill: none; stroke-linecap: round; }
  .hb-edge.live { cursor: pointer; }
  .hb-edge.live:hover .hb-line, .hb-edge.chosen .hb-line { stroke: var(--sg-take, #dc2626); stroke-dasharray: 8 4; }
  .hb-edge.falling .hb-line { opacity: .35; stroke-dasharray: 3 4; }
  .hb-edge.hint .hb-line { stroke: var(--sg-hint, #1d4ed8); stroke-dasharray: 8 3; }
  .hb-vertex { fill: #14532d; pointer-events: none; }
  .hb-name { font-size: 11px; fill: var(--sg-muted, #5b6475); pointer-events: none; }
  .coin-text { font-size: 15px; font-weight: 600; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .stone { fill: #f59e0b; stroke: #92400e; cursor: pointer; }
  .stone.chosen { fill: var(--sg-take, #dc2626); }
  .strike { stroke: #fff; stroke-width: 3.5; stroke-linecap: round; pointer-events: none; }
  .square { fill: var(--sg-table-bg, #fff); stroke: var(--sg-grid, #94a3b8); }
  .square.here { fill: var(--sg-head, #eef2f8); stroke-width: 2; }
  .square-number { font-size: 11px; text-anchor: middle; dominant-baseline: central; fill: var(--sg-muted, #5b6475); pointer-events: none; }
  .token { fill: #1f2937; pointer-events: none; }
  .target-square { cursor: pointer; }
  .target-square.chosen .target { opacity: .9; }
  .outcome { font-size: 12px; font-weight: 600; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .outcome-P { fill: var(--sg-good, #047857); }
  .outcome-N { fill: var(--sg-bad, #b91c1c); }
  .outcome-D { fill: var(--sg-muted, #5b6475); }
  .chosen-text { min-height: 1.3em; margin: .2em 0; font-size: .92em; }
  details.moves ul { margin: .2em 0; padding-left: 0; list-style: none; display: flex; flex-wrap: wrap; gap: .3em; }
  details.moves button { font-size: .9em; min-height: 2em; }
  .hints { margin-top: .6em; padding: .5em .8em; background: var(--sg-note, #f3f6fc); border-radius: var(--sg-radius, 6px); }
  .result { margin: .8em 0; padding: .7em 1em; border-radius: var(--sg-radius, 6px); background: var(--sg-won-bg, #ecfdf5); border: 1px solid var(--sg-won-border, #6ee7b7); font-size: 1.1em; }
  .result.lost { background: var(--sg-lost-bg, #fef2f2); border-color: var(--sg-lost-border, #fca5a5); }
  .review { margin: .8em 0; padding: .5em .9em; border: 1px solid var(--sg-grid, #dde3ee); border-radius: var(--sg-radius, 6px); }
  .review h3 { margin: 0 0 .3em; font-size: 1.05em; }
  .review ul { margin: .4em 0; padding-left: 0; list-style: none; }
  .review li { margin: .4em 0; overflow-wrap: anywhere; }
  .review .verdict { font-weight: 600; }
  .review .gaveAway .verdict { color: var(--sg-bad, #b91c1c); }
  .review .kept .verdict { color: var(--sg-good, #047857); }
  .error { color: var(--sg-bad, #b91c1c); }
  .error:empty { display: none; }
`);
