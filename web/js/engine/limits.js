// Every limit the pages apply, named once. The engine's own limits live in
// its headers (src/include/sg/limits.json) and come back as coded errors, or
// by name from engineLimit; these are the page's: what fits on a screen and
// answers within about a second.

// One of the engine's limits as the pages run it ("misere_sums", ...): a
// sentence that names a limit takes the number from here, never a copy.
export const engineLimit = (engine, name) => engine.limits().find((l) => l.name === name)?.page;

// The mex table: the largest N (a table of 10^8 values is computed in slices).
export const maxUpto = 100000000;

// A heap game on a board (typed, from an attribute, a link or a saved game).
export const game = { heapSize: 500, heaps: 1000, stones: 5000, moves: 20000, savedText: 2000000 };

// Exports of a table, in values per format.
export const exportValues = { markdown: 10000, csv: 1000000, latex: 10000, cpp: 1000000, svg: 2000 };

// Drawings and forms.
export const graphDrawn = 200; // vertices drawn in a graph game
export const nimSumValues = 100; // values in <sg-nim-sum>
export const sumComponents = 100; // heaps in <sg-sum>, each a row of inputs
export const visibleItems = 20; // items of a long list shown before the rest fold away
export const foldedItems = 100; // items a folded list holds at most (the engine lists 100 winning moves)
export const explainMoves = 300; // moves of one derivation drawn on the learning page

// A game-language table on a page: the definition's length (also in links),
// the cells drawn, and the periods listed.
export const gameTable = { definitionChars: 20000, cells: 10000, periodsShown: 8 };

// A game of the game language on the play page: the definition's length (also
// in links), components in a sum, drawn boards (stones, coins, grid side), and
// moves listed in words per component.
export const gamePlay = {
  definitionChars: 20000,
  components: 12,
  stones: 60,
  coins: 16,
  gridSide: 30,
  hackenbushEdges: 60, // edges of a Hackenbush board drawn (larger ones are played from the list)
  listed: 300,
};
