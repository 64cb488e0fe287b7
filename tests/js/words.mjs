// English words left in a text that should be Chinese: rule names, notation
// and units are not prose, and neither is what the reader typed (quoted “…”).
const allowed =
  /^(nim|odd|even|pow|fib|squares|primes|factorials|kayles|dawson|chess|grundy|lasker|mex|sg|MiB|UTF|misère|Nim|Bouton|Lasker|Guy|Smith|mod|RULE|HEAP|game|move|for|where|popcount|ctz|isqrt|gcd|min|max|abs|xor|nimsum|nimmul)$/;
export const englishWords = (text) =>
  (
    text
      .replace(/“[^”]*”/g, '')
      .replace(/\{\w+(:n)?\}/g, '')
      .match(/[A-Za-z]{3,}/g) ?? []
  ).filter((w) => !allowed.test(w));
