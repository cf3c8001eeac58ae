// A node --test reporter that writes where a run's time went: each test
// file's wall time (its process from start to exit: imports, a browser launch
// in `before`, its tests, `after`), when it started in the run, and the
// slowest tests. npm test adds it beside the usual reporter for the browser
// tests (scripts/test.sh writes the table to build/browser-times.log):
//
//   node --test --test-reporter=tap --test-reporter-destination=stdout \
//     --test-reporter=./scripts/test-times.mjs --test-reporter-destination=times.log tests/browser/
//
// With --test-concurrency above 1 the files overlap: "start" shows which ran together.
import { basename } from 'node:path';

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);

export default async function* times(source) {
  const started = performance.now();
  const files = new Map();   // file -> { start, ms, tests, testMs, failed }
  const tests = [];          // { file, name, ms, nesting }
  const entry = (file) => {
    if (!files.has(file)) files.set(file, { start: performance.now() - started, ms: null, tests: 0, testMs: 0, failed: 0 });
    return files.get(file);
  };
  for await (const { type, data } of source) {
    const file = data?.file;
    if (!file) continue;
    const e = entry(file);
    if (data.name === file) {
      // The file's own test: dequeued when its process starts, complete when it exits.
      if (type === 'test:dequeue') e.start = performance.now() - started;
      if (type === 'test:complete' || type === 'test:pass' || type === 'test:fail') e.ms = data.details?.duration_ms ?? e.ms;
      if (type === 'test:fail') e.failed++;
      continue;
    }
    if (type === 'test:pass' || type === 'test:fail') {
      const ms = data.details?.duration_ms ?? 0;
      const suite = data.details?.type === 'suite';
      if (data.nesting === 0) e.testMs += ms;   // a top-level test or suite
      if (suite) continue;
      e.tests++;
      if (type === 'test:fail') e.failed++;
      tests.push({ file, name: data.name, ms, nesting: data.nesting });
    }
  }
  const total = performance.now() - started;
  const rows = [...files].sort((a, b) => (b[1].ms ?? 0) - (a[1].ms ?? 0));
  yield `Test files by wall time (s). wall: the file's process, start to exit; tests: its top-level tests' and suites' durations; count: its tests ` +
    `(the rest is process start, imports, browser launches in before/after hooks); start: when it began in the run\n`;
  yield `  wall  tests  start  count  file\n`;
  for (const [file, e] of rows) {
    yield `${seconds(e.ms ?? 0)} ${seconds(e.testMs)} ${seconds(e.start)}  ${String(e.tests).padStart(5)}  ${basename(file)}${e.failed ? `  (${e.failed} failed)` : ''}\n`;
  }
  const sum = rows.reduce((s, [, e]) => s + (e.ms ?? 0), 0);
  yield `${files.size} files, ${tests.length} tests; the files' wall times add up to ${seconds(sum).trim()} s; the run took ${seconds(total).trim()} s\n\n`;
  yield `Slowest tests (s)\n`;
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 30)) {
    yield `${seconds(t.ms)}  ${basename(t.file)}: ${t.name.slice(0, 140)}\n`;
  }
}
