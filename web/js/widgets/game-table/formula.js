// The formula a reader guesses for a game-language table, checked by the
// engine against every cell of the box: sg = formula, or P-positions exactly
// where it is not 0. A mismatch names the first counterexample and outlines
// its cell; "Suggest" lists formulas from the engine's library that it has
// verified, each a click away from being checked.
import { h } from '../dom.js';
import { count } from '../base.js';

// Faults of evaluating a formula, said without "while finding the moves".
const formulaFaults = [
  'game.overflow',
  'game.division_by_zero',
  'game.bad_shift',
  'game.negative_argument',
  'game.zero_argument',
  'game.error',
];

// host: the element; t: the table; box: its box text; draft: what the reader
// typed before a language switch; current(): {session, grid} at check time;
// commit(formula, fmode): a checked formula becomes the element's; quiet(f):
// runs f without rebuilding the element; suggested(): the reader asked for the
// suggestions. Returns the fields, check() and the nodes.
export function formulaPanel(host, { t, gameName, box, draft, current, commit, quiet, suggested }) {
  const lang = host.uiLang;
  const formula = h('input', {
    name: 'formula',
    class: 'mono',
    autocomplete: 'off',
    spellcheck: 'false',
    autocapitalize: 'off',
    value: draft?.formula ?? host.getAttribute('formula') ?? '',
    'aria-label': host.t('own.formula'),
    // Neutral: a sample formula could be the very answer a lesson asks for (x ^ y for Nim).
    placeholder: host.t('own.formulaPlaceholder', {
      coords: t.axes.map((a) => a.coord).join(lang === 'zh' ? '、' : ', '),
    }),
  });
  const mode = h(
    'select',
    { name: 'fmode', 'aria-label': host.t('own.formulaMode') },
    h('option', { value: 'sg' }, host.t('own.modeValue')),
    h('option', { value: 'p' }, host.t('own.modeP'))
  );
  mode.value = (draft?.fmode ?? host.getAttribute('fmode')) === 'p' ? 'p' : 'sg';
  const verdict = h('p', { class: 'verdict', role: 'status' });
  const suggestions = h('div', { class: 'suggestions' });
  const isP = () => mode.value === 'p';
  const check = () => {
    current().grid?.mark(null, 'bad');
    verdict.className = 'verdict';
    const f = formula.value.trim();
    if (!f) {
      verdict.textContent = '';
      return;
    }
    const claim = isP() ? host.t('own.claimP', { f }) : host.t('own.claimValue', { f });
    let r;
    try {
      r = current().session.checkFormula(gameName, box, f, { pPositions: isP() });
    } catch (e) {
      verdict.classList.add('no');
      // A fault while evaluating the formula, refused as a whole (no position known).
      verdict.textContent =
        formulaFaults.includes(e.code) && !e.column
          ? host.t('own.formulaFailsSomewhere', { claim, why: host.t(`own.fault.${e.code}`) })
          : host.t('own.errorIn', {
              where: host.t('own.inFormula'),
              why: host.err({ code: e.code, params: e.params, message: e.message, column: e.column }),
            });
      return;
    }
    if (r.matches) {
      verdict.textContent = host.t('own.matches', { claim, count: count(lang, r.total) });
    } else {
      verdict.classList.add('no');
      const at = r.at.position;
      const checked = count(lang, r.checked); // the positions matched before the counterexample
      if (r.error) {
        const why = formulaFaults.includes(r.error.code) ? host.t(`own.fault.${r.error.code}`) : host.err(r.error);
        verdict.textContent = host.t('own.formulaFails', { claim, position: at, why });
      } else if (isP()) {
        verdict.textContent = host.t('own.counterP', {
          claim,
          position: at,
          f: r.formulaValue,
          sg: r.sg,
          count: checked,
          said: host.t(r.formulaValue !== 0 ? 'own.isP' : 'own.isNotP'),
          is: host.t(r.sg === 0 ? 'own.isP' : 'own.isNotP'),
        });
      } else {
        verdict.textContent = host.t('own.counter', {
          claim,
          position: at,
          f: r.formulaValue,
          sg: r.sg,
          count: checked,
        });
      }
      current().grid?.mark(r.at.coords, 'bad', true);
    }
    commit(f, mode.value);
  };
  // The check writes the formula attributes quietly: a rebuild would run it again.
  const checkButton = h(
    'button',
    {
      type: 'button',
      name: 'check',
      onclick: () => {
        quiet(check);
      },
    },
    host.t('own.check')
  );
  formula.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') quiet(check);
  });
  // The suggestions: shown when asked for, and again when the element is
  // rebuilt with suggest="on" (a link, a language switch).
  const showSuggestions = () => {
    let list;
    try {
      list = current().session.suggest(gameName, box).suggestions;
    } catch (e) {
      suggestions.replaceChildren(h('p', { class: 'error' }, host.err(e)));
      return;
    }
    suggestions.replaceChildren(
      h(
        'p',
        { class: 'muted' },
        host.t(list.length ? 'own.suggestVerified' : 'own.suggestNone', { count: count(lang, t.values.length) })
      ),
      ...list.map((s) =>
        h(
          'button',
          {
            type: 'button',
            class: 'mono',
            title: host.t('own.suggestExact', { n: s.exactUpto }),
            onclick: () => {
              formula.value = s.formula;
              mode.value = s.pPositions ? 'p' : 'sg';
              quiet(check);
            },
          },
          s.pPositions ? host.t('own.claimP', { f: s.formula }) : host.t('own.claimValue', { f: s.formula })
        )
      )
    );
  };
  const suggest = h(
    'button',
    {
      type: 'button',
      name: 'suggest',
      onclick: () => {
        showSuggestions();
        suggested();
      },
    },
    host.t('own.suggest')
  );
  if (host.getAttribute('suggest') === 'on') showSuggestions();
  const row = h('div', { class: 'row' }, h('label', {}, host.t('own.formula'), formula), mode, checkButton, suggest);
  return { formula, mode, check, nodes: [row, verdict, suggestions] };
}
