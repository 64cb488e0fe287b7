// The widgets that need only heap rules and their tables (the engine's
// lightest module): what the widget file loads for a page whose only widgets
// are mex tables (loader.js).
import { define as defineMexTable } from './mex-table.js';

defineMexTable();
