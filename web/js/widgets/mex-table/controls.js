// The mex table's controls: the rule and N fields with their errors, the
// examples, the step buttons, the jump field and the toggles. `act` carries
// what they do (set an attribute, step, play); the labels are filled in by
// the element in the reader's language.
import { h } from '../dom.js';
import { maxUpto } from '../../engine/limits.js';

export function buildControls(ids, act) {
  const ui = {};
  ui.ruleInput = h('input', {
    name: 'rule',
    id: ids.rule,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': ids.ruleErr,
    onchange: () => act.set('rule', ui.ruleInput.value.trim()),
    onkeydown: (e) => {
      if (e.key === 'Enter') act.set('rule', ui.ruleInput.value.trim());
    },
  });
  ui.example = h('select', {
    name: 'example',
    onchange: () => {
      if (ui.example.value) act.set('rule', ui.example.value);
      ui.example.value = '';
    },
  });
  ui.uptoInput = h('input', {
    name: 'upto',
    id: ids.upto,
    type: 'number',
    min: 0,
    max: maxUpto,
    inputmode: 'numeric',
    'aria-describedby': ids.uptoErr,
    onchange: () => act.set('upto', ui.uptoInput.value.trim()),
  });
  ui.ruleErr = h('div', { class: 'error', id: ids.ruleErr, role: 'alert', part: 'error' });
  ui.uptoErr = h('div', { class: 'error', id: ids.uptoErr, role: 'alert', part: 'error' });
  ui.ruleLabel = h('label', { for: ids.rule });
  ui.uptoLabel = h('label', { for: ids.upto });
  ui.exampleLabel = h('span', { class: 'sr-only' });
  const button = (name, action) => h('button', { type: 'button', name, onclick: action });
  ui.reset = button('reset', () => act.go(0));
  ui.back = button('back', () => act.go(act.step() - 1));
  ui.play = button('play', act.play);
  ui.forward = button('forward', () => act.go(act.step() + 1));
  ui.end = button('end', act.end);
  ui.predictToggle = button('predict', () => act.toggle('predict'));
  ui.graphToggle = button('graph', () => act.toggle('graph'));
  ui.jump = h('input', {
    name: 'jump',
    type: 'number',
    min: 0,
    inputmode: 'numeric',
    onchange: () => act.go(Number(ui.jump.value)),
  });
  ui.jumpLabel = h('label', {}, h('span', {}), ui.jump);
  ui.controls = h(
    'div',
    { class: 'controls', part: 'controls' },
    h(
      'div',
      { class: 'field' },
      ui.ruleLabel,
      h('div', { class: 'row' }, ui.ruleInput, h('label', {}, ui.exampleLabel, ui.example)),
      ui.ruleErr
    ),
    h('div', { class: 'field' }, ui.uptoLabel, ui.uptoInput, ui.uptoErr),
    h(
      'div',
      { class: 'field' },
      h('span', { 'aria-hidden': 'true' }, '\u00a0'),
      h('div', { class: 'steps', role: 'group' }, ui.reset, ui.back, ui.play, ui.forward, ui.end, ui.jumpLabel)
    ),
    h(
      'div',
      { class: 'field' },
      h('span', { 'aria-hidden': 'true' }, '\u00a0'),
      h('div', { class: 'toggles', role: 'group' }, ui.predictToggle, ui.graphToggle)
    )
  );
  return ui;
}
