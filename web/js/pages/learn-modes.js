// The learning page's other modes (sums, graph games, your own game): their
// widgets, loaded by learn.js when the reader first opens one of them (or a
// link does), so that the page's first mode, the mex table, starts with only
// what it draws.
import { define as defineSum } from '../widgets/sum.js';
import { define as defineGraph } from '../widgets/graph-game.js';
import { define as defineNimSum } from '../widgets/nim-sum.js';
import { define as defineGameTable } from '../widgets/game-table.js';

defineSum();
defineGraph();
defineNimSum();
defineGameTable();
