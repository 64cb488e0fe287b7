// Work that reads the page's layout, done once a frame for every widget at
// once: each job reads (measures) and returns what it writes, and every read
// of the frame comes before every write. A write between two reads would make
// the second lay the page out again: a page of many tables would lay itself
// out once per table, in one long task.
const jobs = [];

// One widget's failure is reported and does not keep the others from drawing.
const each = (fn) => {
  try {
    return fn?.();
  } catch (e) {
    reportError(e);
    return null;
  }
};

function flush() {
  const writes = jobs.splice(0).map(each);
  for (const write of writes) each(write);
}

// measure(): reads only; returns a function that writes, or nothing.
export function inNextFrame(measure) {
  if (!jobs.length) requestAnimationFrame(flush);
  jobs.push(measure);
}
