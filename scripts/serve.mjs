// A small static file server for web/ (the run command and browser tests).
// Usage: node scripts/serve.mjs DIR PORT [--csp]
// Text and WebAssembly go gzipped to a browser that accepts it, as any host
// serves them (the benchmark's transfer figures are then the field's).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
};

// Gzipped bodies, by file, kept while the file is unchanged.
const zipped = new Map();
async function gzipped(file, body) {
  const { mtimeMs, size } = await stat(file);
  const key = `${mtimeMs} ${size}`;
  const kept = zipped.get(file);
  if (kept?.key === key) return kept.body;
  const zip = gzipSync(body);
  zipped.set(file, { key, body: zip });
  return zip;
}

export function serve(dir, port, { csp = false } = {}) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      const headers = {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      };
      if (csp || url.searchParams.has('csp'))
        headers['Content-Security-Policy'] = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
      if (path.extname(file) !== '.png') {
        headers.Vary = 'Accept-Encoding';
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          headers['Content-Encoding'] = 'gzip';
          res.writeHead(200, headers).end(await gzipped(file, body));
          return;
        }
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir = 'web', port = '8000'] = process.argv.slice(2);
  await serve(dir, Number(port), { csp: process.argv.includes('--csp') });
  console.log(`serving ${dir} on http://localhost:${port}/`);
}
