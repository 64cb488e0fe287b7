// The mex table's look, inside its shadow root. Themeable through the
// --sg-* custom properties; parts are named for ::part().
import { sheet } from '../base.js';
import { strip } from './arrows.js';

export const styles = sheet(`
  .controls { display: flex; flex-wrap: wrap; gap: .5em 1em; align-items: flex-start; margin-bottom: .6em; }
  .field { display: flex; flex-direction: column; gap: .15em; }
  .field { min-width: 0; max-width: 100%; }
  .field select { max-width: 100%; width: 100%; }
  .field .row label { flex: 1 1 9em; min-width: 0; }
  .field input[name=rule] { width: 11em; }
  .field input[name=upto], .field input[name=jump] { width: 7em; }
  .steps { display: flex; gap: .35em; flex-wrap: wrap; align-items: center; }
  .scroll { overflow-x: auto; border: 1px solid var(--sg-border, #d5dbe5); border-radius: var(--sg-radius, 6px);
            background: var(--sg-table-bg, #fff); }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th { position: sticky; left: 0; background: var(--sg-head, #eef2f8); padding: .25em .6em; text-align: right;
       font-weight: 600; z-index: 1; white-space: nowrap; }
  td { padding: 0; text-align: center; border-left: 1px solid var(--sg-grid, #edf0f5); }
  td button { border: 0; border-radius: 0; min-width: var(--sg-cell, 2.1em); min-height: 2em; padding: 0 .2em;
              background: transparent; font-variant-numeric: tabular-nums; }
  tr.sg td button { font-weight: 600; }
  table.windowed td button { width: calc(var(--digits) * .64em + .5em); } /* em, not ch: ch differs between the bold and the plain cells */
  table.windowed td input[name=guess] { width: calc(var(--digits) * .64em + .5em - 2px); box-sizing: border-box; }
  table.windowed td.gap { padding: 0; border: 0; }
  .hidden { color: var(--sg-muted, #9aa3b2); font-weight: 400 !important; }
  .current { background: var(--sg-accent, #2563eb) !important; color: var(--sg-on-accent, #fff) !important; }
  .reached { background: var(--sg-reached, #fdf6e3) !important; outline: 2px dashed var(--sg-fg, #1d2330); outline-offset: -4px; }
  .scroll.cells { position: relative; overflow-anchor: none; } /* its columns drawn change as it scrolls (cells.js) */
  .scroll.cells table { margin-top: ${strip}px; }
  .arrows { position: absolute; top: 0; left: 0; pointer-events: none; overflow: visible; }
  .arrows path { fill: none; stroke: var(--sg-accent, #2563eb); stroke-width: 1.7; stroke-linecap: round; stroke-linejoin: round; }
  .arrows path.hover { stroke: var(--sg-fg, #1d2330); stroke-dasharray: 5 3; }
  .arrows.hovering path.current { opacity: .3; }
  tr.guess th { font-weight: 400; font-size: .9em; }
  tr.guess td { border-left-color: transparent; }
  td input[name=guess] { width: 2.6em; min-height: 2em; padding: 0 .2em; text-align: center; font-weight: 600;
                         border: 2px solid var(--sg-accent, #2563eb); border-radius: 4px; margin: 1px; }
  .setline { margin: .45em 0 0; font-variant-numeric: tabular-nums; }
  .m { white-space: nowrap; }
  .toggles { display: flex; gap: .35em; flex-wrap: wrap; }
  .predict { margin: .6em 0 0; }
  .predict .row { gap: .4em .8em; }
  .feedback { margin: .2em 0; font-weight: 600; }
  .feedback:empty { display: none; }
  .feedback.right { color: var(--sg-good, #166534); }
  .feedback.wrong { color: var(--sg-bad, #9a3412); }
  .hidden-period { display: flex; flex-wrap: wrap; gap: .4em 1em; align-items: center; }
  .graph { margin-top: .6em; }
  .graph .scroll { background: var(--sg-table-bg, #fff); }
  .graph svg { display: block; }
  .graph .edge { fill: none; stroke: var(--sg-edge, #8792a5); stroke-width: 1.3; }
  .graph .edge.split { stroke-dasharray: 4 3; }
  .graph .edge.on { stroke: var(--sg-accent, #2563eb); stroke-width: 2.6; }
  .graph svg.emph .edge:not(.on) { opacity: .3; }
  .vertex { cursor: pointer; }
  .vertex:focus { outline: none; }
  .vertex circle { fill: #fff; stroke: #475569; stroke-width: 1.5; }
  .vertex text { font-size: 13px; text-anchor: middle; dominant-baseline: central; fill: var(--sg-fg, #1d2330); }
  .vertex .xl { fill: var(--sg-muted, #5b6475); font-size: 12px; }
  .vertex.p circle { fill: var(--sg-p, #dc2626); stroke: var(--sg-p, #dc2626); }
  .vertex.p .val { fill: #fff; font-weight: 700; }
  .vertex .pmark { font-weight: 700; fill: var(--sg-p, #b91c1c); }
  .vertex.current circle { stroke: var(--sg-accent, #2563eb); stroke-width: 4; }
  .vertex.hover circle, .vertex:focus-visible circle { stroke: var(--sg-focus, #f59e0b); stroke-width: 4; }
  @media (max-width: 480px) { .steps button, .toggles button, .predict button { min-height: 44px; } }
  .ppos { text-decoration: underline 2px var(--sg-p, #dc2626); text-underline-offset: 3px; }
  .ppos-cell { box-shadow: inset 0 -3px 0 var(--sg-p, #dc2626); }
  .explain { margin: .8em 0; padding: .7em .9em; border-left: 4px solid var(--sg-accent, #2563eb);
             background: var(--sg-note, #f3f6fc); border-radius: 0 var(--sg-radius, 6px) var(--sg-radius, 6px) 0; }
  .sentence, .prompt { font-size: 1.08em; margin: 0 0 .4em; }
  .moves { margin: .3em 0; padding-left: 2.4em; columns: 16em; }
  .moves li { break-inside: avoid; }
  .period { margin: .6em 0; }
  .grid { border-collapse: collapse; margin-top: .3em; }
  .grid td, .grid th { border: 1px solid var(--sg-grid, #dde2ea); padding: .1em .4em; min-width: 1.8em; text-align: center; font-weight: 400; position: static; }
  .grid th { background: var(--sg-head, #eef2f8); font-size: .85em; }
  .legend { font-size: .9em; margin: .35em 0; }
  .progress { display: flex; gap: .6em; align-items: center; margin: .5em 0; }
  progress { width: min(22em, 60vw); height: 1.1em; }
  canvas { width: 100%; height: 220px; display: block; background: var(--sg-table-bg, #fff);
           border: 1px solid var(--sg-border, #d5dbe5); border-radius: var(--sg-radius, 6px); }
  .error:empty, .explain:empty { display: none; }
  .export { margin-top: .6em; font-size: .95em; }
  .export textarea { width: 100%; margin-top: .3em; }
`);
