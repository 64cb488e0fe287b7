// The plot that stands in for the cells of a large table: sg[x] against x,
// one column of pixels per slice of x, and the current x as a line. The
// colours come from the host's --sg-accent (values) and --sg-p (the line).

export function plotValues(canvas, host, table, x) {
  const width = Math.max(300, Math.floor(canvas.clientWidth || 720));
  const height = 220;
  const scale = window.devicePixelRatio || 1;
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.clearRect(0, 0, width, height);
  const style = getComputedStyle(host);
  const accent = style.getPropertyValue('--sg-accent').trim() || '#2563eb';
  const max = Math.max(1, table.maxValue);
  const n = table.values.length;
  const pad = 24;
  const w = width - pad - 6;
  const hgt = height - 16;
  ctx.fillStyle = '#5b6475';
  ctx.font = '11px system-ui, sans-serif';
  ctx.fillText(String(max), 2, 12);
  ctx.fillText('0', 2, hgt + 4);
  ctx.fillStyle = accent;
  // One column per pixel. With few distinct values, a dot for each value
  // that occurs in the column's slice of x, so the bands show; otherwise
  // the column's range of values.
  const dots = max <= 256;
  const seen = new Uint32Array(max + 1);
  const y = (v) => 6 + hgt - (v / max) * (hgt - 6);
  for (let px = 0; px < w; px++) {
    const from = Math.floor((px * n) / w);
    const to = Math.max(from + 1, Math.floor(((px + 1) * n) / w));
    let lo = Infinity,
      hi = -Infinity;
    for (let i = from; i < to && i < n; i++) {
      const v = table.values[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
      if (dots && seen[v] !== px + 1) {
        seen[v] = px + 1;
        ctx.fillRect(pad + px, y(v) - 1, 1.5, 2.5);
      }
    }
    if (!dots && hi >= 0) ctx.fillRect(pad + px, y(hi), 1, Math.max(1, y(lo) - y(hi)));
  }
  ctx.fillStyle = style.getPropertyValue('--sg-p').trim() || '#dc2626';
  ctx.fillRect(pad + (x / n) * w, 0, 2, height);
}
