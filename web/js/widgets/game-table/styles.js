// The game table's look, inside its shadow root. Themeable through the
// --sg-* custom properties.
import { sheet } from '../base.js';

export const styles = sheet(`
  textarea { width: 100%; min-height: 8em; resize: vertical; line-height: 1.35; tab-size: 2; }
  .editor { display: grid; gap: .5em; margin-bottom: .6em; min-width: 0; }
  .editor label, .patterns label { max-width: 100%; min-width: 0; flex-wrap: wrap; }
  .editor select, .patterns select { max-width: 100%; min-width: 0; }
  label.field { display: flex; flex-direction: column; align-items: stretch; }
  input[name=box] { width: 11em; }
  input[name=formula] { width: 24em; max-width: calc(100vw - 5em); }
  .patterns > * { min-width: 0; }
  .error:empty, .status:empty { display: none; }
  pre.where { margin: .2em 0 .4em; padding: .3em .6em; background: var(--sg-panel, #f8fafc); border-radius: var(--sg-radius, 6px);
              overflow-x: auto; max-width: 100%; font-size: .9em; }
  pre.where .caret { color: var(--sg-bad, #b91c1c); font-weight: 700; }
  .scroll { overflow: auto; max-width: 100%; max-height: 34em; border: 1px solid var(--sg-border, #dde2ea);
            border-radius: var(--sg-radius, 6px); margin: .4em 0; }
  /* The rows drawn change as it scrolls (grid.js): the browser is not to move the view to follow them. */
  .scroll { overflow-anchor: none; }
  /* A cell scrolled to (a counterexample) comes out from under the sticky heads. */
  .scroll { scroll-padding: 2.4em 0 0 4em; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: .15em .35em; text-align: center; min-width: 2em; border: 1px solid var(--sg-grid, #e3e7ee); }
  th { background: var(--sg-head, #f3f5f9); font-weight: 600; position: sticky; white-space: nowrap; }
  thead th { top: 0; z-index: 1; }
  thead th:first-child { left: 0; z-index: 2; }
  tbody th { left: 0; }
  td { cursor: default; }
  .grid td[data-k], .grid thead th[aria-colindex] { width: calc(var(--digits) * .64em + .45em); }
  td.gap { padding: 0; border: 0; min-width: 0; }
  .spacer.v { width: 1px; }
  .spacer.h { height: 1px; }
  td.p { font-weight: 700; outline: 2px solid var(--sg-p, #dc2626); outline-offset: -3px; }
  td.p::after { content: "P"; font-size: .6em; vertical-align: super; margin-left: .1em; color: var(--sg-p, #dc2626); }
  td.bad { outline: 3px dashed var(--sg-fg, #1d2330); outline-offset: -4px; }
  td:focus { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: -3px; }
  td.current { box-shadow: inset 0 0 0 2px var(--sg-accent, #2563eb); }
  .rows th { text-align: right; }
  .derivation { border-left: 4px solid var(--sg-accent, #2563eb); padding: .3em .8em; margin: .6em 0;
                background: var(--sg-panel, #f8fafc); min-height: 2.5em; overflow-wrap: anywhere; }
  .derivation h3 { font-size: 1em; margin: .1em 0 .3em; }
  .derivation ul { margin: .2em 0; padding-left: 1.2em; }
  .derivation .source { color: var(--sg-muted, #5b6475); }
  .derivation .mex { font-weight: 600; }
  .patterns { display: grid; gap: .4em; margin-top: .6em; }
  .patterns ul { margin: .1em 0; padding-left: 1.2em; }
  .verdict { font-weight: 600; }
  .verdict:empty { display: none; }
  .verdict.no { color: var(--sg-bad, #b91c1c); }
  .suggestions button { margin: .15em .3em .15em 0; }
  .export textarea { min-height: 6em; margin-top: .3em; }
  .legend { font-size: .9em; }
  @media (max-width: 480px) { th, td { min-width: 1.7em; padding: .1em .2em; } }
`);
