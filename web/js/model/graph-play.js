// Tokens on a graph as plain data, for the graph widget and the node tests:
// tokens as the engine's component data, the move a reader points at (a token
// and a successor of its vertex). When the game ends is the engine's
// (engine.graph's end, given the game's history).
// The computer's choice is model/play.js's over the engine's exact play
// (engine.graphPlay); the engine applies every move (engine.graphApply). No
// DOM, and no game facts of its own.

// Vertex names as the engine's components.
export const tokenData = (names) => names.map((vertex) => ({ kind: 'vertex', vertex }));

// The move of token i to vertex `to`, in the shape of play's options, for
// engine.graphApply. The engine applies it without checking it: it is made
// only from a successor the engine listed for the token's vertex.
export const tokenMove = (names, i, to) => ({
  component: i,
  kind: 'vertex',
  from: names[i],
  to,
  parts: tokenData([to]),
});
