// README.md is the package's page on npm, and docs/*.md are linked from it:
// every relative link and image in them must resolve to a file that the
// published package holds (`npm pack`'s own file list), and every table must
// render as GitHub-flavoured Markdown (marked --gfm) with all its cells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The package's files, as npm would publish them (no scripts run). */
function packedFiles() {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  return new Set(JSON.parse(out.slice(out.indexOf('[')))[0].files.map((f) => f.path));
}

/** Every link and image target in a Markdown file: Markdown syntax and raw HTML (src, href). */
function targets(text) {
  const found = [];
  const html = (raw) => {
    for (const m of raw.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/g)) found.push(m[1]);
  };
  marked.walkTokens(marked.lexer(text, { gfm: true }), (token) => {
    if (token.type === 'link' || token.type === 'image') found.push(token.href);
    if (token.type === 'html') html(token.raw);
  });
  return found;
}

const external = (href) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

test('every relative link and image in README.md and docs/*.md resolves to a file in the package', () => {
  const files = packedFiles();
  assert.ok(files.has('README.md'));
  const problems = [];
  let checked = 0;
  for (const doc of DOCS) {
    assert.ok(files.has(doc), `${doc} is not in the package, yet README.md's docs/ link leads to it`);
    for (const href of targets(readFileSync(join(ROOT, doc), 'utf8'))) {
      if (external(href) || href.startsWith('#')) continue;
      const path = decodeURIComponent(href.split('#')[0].split('?')[0]);
      const target = relative(ROOT, normalize(join(ROOT, dirname(doc), path))).replace(/\/$/, '');
      checked += 1;
      if (target.startsWith('..') || !existsSync(join(ROOT, target))) {
        problems.push(`${doc}: ${href} does not exist`);
      } else if (statSync(join(ROOT, target)).isDirectory()
        ? ![...files].some((f) => f.startsWith(`${target}/`)) : !files.has(target)) {
        problems.push(`${doc}: ${href} (${target}) is not in the package`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 10, `only ${checked} relative links found`);
});

/** Cells of one table row, split on unescaped pipes as GFM splits them (code spans included). */
function cells(line) {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/);
}

test('every table renders (marked --gfm), each row with as many cells as its header', () => {
  const problems = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    // The tables in the source: runs of lines starting with '|', outside code fences.
    const blocks = [];
    let fence = false;
    let block = null;
    for (const line of text.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (!fence && line.startsWith('|')) {
        if (!block) blocks.push(block = []);
        block.push(line);
      } else {
        block = null;
      }
    }
    const html = marked.parse(text, { gfm: true });
    const rendered = [...html.matchAll(/<table>([^]*?)<\/table>/g)].map((m) => (m[1].match(/<tr>/g) ?? []).length);
    if (rendered.length !== blocks.length) problems.push(`${doc}: ${blocks.length} tables in the source, ${rendered.length} rendered`);
    blocks.forEach((rows, i) => {
      const where = `${doc}, table ${i + 1} (${rows[0].slice(0, 40)}…)`;
      if (!/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(rows[1] ?? '')) problems.push(`${where}: no delimiter row`);
      const width = cells(rows[0]).length;
      rows.forEach((row, r) => {
        if (r !== 1 && cells(row).length !== width) problems.push(`${where}, row ${r + 1}: ${cells(row).length} cells, header ${width}`);
      });
      if (rendered[i] !== undefined && rendered[i] !== rows.length - 1) problems.push(`${where}: ${rendered[i]} rows rendered of ${rows.length - 1}`);
    });
  }
  assert.deepEqual(problems, []);
});

test('the README is for users: at most ~400 lines, installs, and names the two commands once', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const lines = readme.split('\n').length;
  assert.ok(lines <= 400, `README.md has ${lines} lines`);
  assert.match(readme, /npm install kinema/);
  assert.match(readme, /`npm start`[^\n]*`npm test`/);
  const contributing = readFileSync(join(ROOT, 'docs/contributing.md'), 'utf8');
  // The two commands at the top of docs/contributing.md: in its first code block.
  const firstBlock = /```sh\n([^]*?)```/.exec(contributing)?.[1] ?? '';
  assert.match(firstBlock, /^npm start\b/m);
  assert.match(firstBlock, /^npm test\b/m);
  assert.ok(contributing.indexOf('```sh') < 400, 'the commands come first');
});
