// The one widget file (web/dist/sg-widgets.js): every SG Lab element, sharing
// one engine. Include it with one script tag; it works from file:// and http.
import { define as defineMexTable } from './mex-table.js';
import { define as defineHeapGame } from './heap-game.js';
import { define as defineGraphGame } from './graph-game.js';
import { define as defineNimSum } from './nim-sum.js';
import { define as defineSum } from './sum.js';
import { define as defineGameTable } from './game-table.js';
import { define as defineGamePlay } from './game-play.js';

defineMexTable();
defineHeapGame();
defineGraphGame();
defineNimSum();
defineSum();
defineGameTable();
defineGamePlay();
