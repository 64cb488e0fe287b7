// The benchmark's CPU clock under node (Emscripten has none): the process's
// user and system time, so that WebAssembly times compare with native CPU
// times on a machine others share. Linked into sgbench.cjs with --js-library,
// where Emscripten provides mergeInto and LibraryManager.
/* global mergeInto, LibraryManager */
mergeInto(LibraryManager.library, {
  sg_bench_cpu_seconds: function () {
    if (typeof process !== 'undefined' && process.cpuUsage) {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    }
    return performance.now() / 1000;
  },
});
