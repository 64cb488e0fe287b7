// The words of play (the boards, the computer, hints and reviews, the play
// page) join the others (i18n.js) wherever a board's code is loaded: a page
// or widget file with only tables does not carry them.
import { addStrings } from './i18n.js';
import { playEn } from './play-en.js';
import { playZh } from './play-zh.js';

addStrings({ en: playEn, zh: playZh });
