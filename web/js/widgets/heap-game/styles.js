// The heap game's look, inside its shadow root (the nim-sum table brings its
// own sheet). Themeable through the --sg-* custom properties.
import { sheet } from '../base.js';

export const styles = sheet(`
  .bar { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin-bottom: .6em; }
  .status { font-weight: 600; margin: .3em 0 .6em; min-height: 1.5em; }
  .heap { display: grid; grid-template-columns: minmax(7em, auto) 1fr; gap: .2em .8em; align-items: center;
          padding: .45em 0; border-bottom: 1px solid var(--sg-grid, #eef1f6); }
  @media (max-width: 520px) { .heap { grid-template-columns: 1fr; } }
  .heap .name { font-weight: 600; }
  .heap .name small { display: block; font-weight: 400; color: var(--sg-muted, #5b6475); }
  .stones { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; min-height: 2.4em; }
  .stone { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; cursor: pointer;
           width: 1.9em; height: 1.9em; min-height: 0; border-radius: 50%; padding: 0;
           background: radial-gradient(circle at 35% 30%, #fef3c7, var(--sg-stone, #d97706));
           border: 1px solid #92400e; }
  .stone.take { background: radial-gradient(circle at 35% 30%, #fee2e2, var(--sg-take, #dc2626)); border-color: #7f1d1d;
                transform: translateY(-2px); }
  /* Stones about to be taken are crossed out, not only red. */
  .stone.take::before { content: "✕"; color: #450a0a; font-weight: 700; font-size: 1.25em; line-height: 1; }
  .stone.take { outline: 2px solid #7f1d1d; outline-offset: 1px; }
  /* A finger's target on a phone: 44 by 44 CSS pixels. */
  @media (max-width: 600px) { .stone { width: 44px; height: 44px; } }
  .stone.gone { visibility: hidden; }
  .stone.idle { cursor: default; }
  .stones[role=slider] { border-radius: var(--sg-radius, 6px); padding: 3px; margin: -3px; }
  /* A split between stones: scissors in the gap, a dashed edge, and the move in words below. */
  .stone { position: relative; }
  .stone.cut { outline: 2px dashed #7f1d1d; outline-offset: 1px; }
  .stone.cut::before { content: "✂"; position: absolute; left: -.75em; top: 50%; transform: translateY(-50%);
                       font-size: 1em; line-height: 1; color: #7f1d1d; background: var(--sg-bg, #fff); border-radius: 50%; }
  .pointed { min-height: 1.3em; font-size: .9em; margin-top: .15em; }
  /* The hinted move: a dashed outline and a star, not colour alone. */
  .stone.hinted { outline: 3px dashed var(--sg-hint, #1d4ed8); outline-offset: 1px; color: var(--sg-hint-mark, #1e3a8a);
                  font-size: 1em; line-height: 1; }
  .stone.hinted::after { content: "★"; font-size: .85em; }
  .stone.hint-cut { box-shadow: -6px 0 0 -2px var(--sg-hint, #1d4ed8); }
  .hint-mark { display: block; margin-top: .2em; font-size: .9em; font-weight: 600; color: var(--sg-hint-mark, #1e3a8a); }
  .kbd-help { font-size: .85em; margin: .4em 0 0; }
  .review { margin: .8em 0; padding: .6em .9em; border: 1px solid var(--sg-grid, #dde3ee); border-radius: var(--sg-radius, 6px); }
  .review h3 { margin: 0 0 .3em; font-size: 1.05em; }
  .review ul { margin: .4em 0; padding-left: 0; list-style: none; }
  .review li { margin: .45em 0; }
  .review .expr { display: block; overflow-wrap: normal; }
  .verdict { font-weight: 600; }
  .verdict-gaveAway .verdict { color: var(--sg-bad, #b91c1c); }
  .verdict-kept .verdict { color: var(--sg-good, #047857); }
  .modes button[aria-checked="true"] { background: var(--sg-accent, #2563eb); color: var(--sg-on-accent, #fff); border-color: var(--sg-accent, #2563eb); }
  .empty { color: var(--sg-muted, #5b6475); font-style: italic; }
  .modes { display: flex; gap: .3em; flex-wrap: wrap; }
  .modes button { min-height: 1.8em; padding: .1em .5em; font-size: .9em; }
  .message { color: var(--sg-bad, #b91c1c); min-height: 1.3em; margin: .3em 0; }
  .hints { margin-top: .8em; padding: .6em .9em; background: var(--sg-note, #f3f6fc); border-radius: var(--sg-radius, 6px); }
  .hints .why { margin: .3em 0; }
  .result { margin: .8em 0; padding: .8em 1em; border-radius: var(--sg-radius, 6px); background: var(--sg-won-bg, #ecfdf5); border: 1px solid var(--sg-won-border, #6ee7b7);
            font-size: 1.15em; }
  .result.lost { background: var(--sg-lost-bg, #fef2f2); border-color: var(--sg-lost-border, #fca5a5); }
  ol.history { max-height: 12em; overflow: auto; margin: .3em 0; padding-left: 1.6em; font-size: .92em; }
  details { margin-top: .6em; }
`);
