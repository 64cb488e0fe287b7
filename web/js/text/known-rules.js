// The rule names a refusal suggests, the same list in every language.
export const knownRules =
  'nim, 1,3,4, 1..3, !{2,5}, odd, even, pow2, fib, squares, primes, factorials, kayles, dawson, dawson-chess, grundy, lasker';
