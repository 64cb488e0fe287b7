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

// A frame of its own for each widget's first drawing: resolves in the task
// after the next frame that no widget before it in the queue has taken.
// Widgets whose engine came at once (a page of many near its top) would
// otherwise all draw before one frame, laid out together in one long task.
let turns = Promise.resolve();
export function frameOfItsOwn() {
  const turn = turns.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  turns = turn;
  return turn;
}

// Whether an element is near the screen: in the viewport or within one
// screen's height of it, and shown (an element in a hidden panel, or in a
// part of the page the browser skips, as the course's lessons far off screen,
// is not). Reading a far element's layout would make the browser lay out
// what it skips; starting its heavy work would take the main thread from
// what the reader sees. onChange(near) is called when the browser first says,
// then whenever it changes; the function returned stops the watch.
let observer = null;
const watching = new WeakMap(); // element -> its onChange functions (a removed widget is not kept)
const said = new WeakMap(); // element -> whether it was near, last the browser said
export function watchNear(element, onChange) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        said.set(e.target, e.isIntersecting);
        for (const f of [...(watching.get(e.target) ?? [])]) f(e.isIntersecting);
      }
    },
    { rootMargin: '100% 0px' }
  );
  if (!watching.has(element)) {
    watching.set(element, new Set());
    observer.observe(element);
  } else if (said.has(element))
    queueMicrotask(() => watching.get(element)?.has(onChange) && onChange(said.get(element)));
  watching.get(element).add(onChange);
  return () => {
    const fs = watching.get(element);
    fs?.delete(onChange);
    if (fs?.size === 0) {
      watching.delete(element);
      observer.unobserve(element);
    }
  };
}
