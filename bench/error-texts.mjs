// What the error texts cost a page: an esbuild plugin that cuts the prose of
// every error message in the kinema package's files, so that a page built
// with it, against the same page without, gives the bytes the texts take.
// Used by bench/floors.mjs (its `error texts` column, issue 23's "production
// build with shorter error texts" lever).
//
// Prose is a string literal, or a template literal's text part, that holds a
// space. It is cut to one space (a template keeps its expressions: the
// option's name, the value shown, `where`), in
//   - the arguments of `new TypeError(...)`, `new RangeError(...)`,
//     `new Error(...)` (any constructor named *Error) and of `console.*()`;
//   - the arguments of the throwing helpers (functions named throw*:
//     web/src/errors.js's throwRange/throwStatus, web/src/dom/options.js's
//     throwType, ...), which build the message from them;
//   - what is assigned to a name used in those arguments, and so on to a
//     fixed point (throwStatus's `detail`, and through it errors.js's
//     RANGE and UNREACHABLE tables of range texts).
// So the figure is what a production build keeping only "<where> <option>
// <value>" would save, at most (a real short text keeps a word or two).
// Parsed with acorn (a dependency of svelte, a devDependency).
import { readFileSync } from 'node:fs';

const prose = (text) => / /.test(text);

function walk(node, visit, parent = null) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => walk(c, visit, node));
    else if (child && typeof child.type === 'string') walk(child, visit, node);
  }
}

const isErrorSink = (node) => (node.type === 'NewExpression' && node.callee.type === 'Identifier' && /Error$/.test(node.callee.name))
  || (node.type === 'CallExpression' && node.callee.type === 'Identifier' && /^throw[A-Z]/.test(node.callee.name))
  || (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.name === 'console');

/** The [start, end, replacement] edits that cut the prose of `source`'s error texts. */
export function errorTextEdits(source, acorn) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const targets = [];
  const fed = new Set();  // names that flow into an error message
  const take = (node) => {
    targets.push(node);
    walk(node, (n) => { if (n.type === 'Identifier') fed.add(n.name); });
  };
  walk(ast, (node) => { if (isErrorSink(node)) node.arguments.forEach(take); });
  // What is assigned to those names flows in too (throwStatus's `detail`,
  // and through it errors.js's RANGE and UNREACHABLE), to a fixed point.
  const assigned = [];
  walk(ast, (node) => {
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier') assigned.push([node.left.name, node.right]);
    if (node.type === 'VariableDeclarator' && node.init && node.id.type === 'Identifier') assigned.push([node.id.name, node.init]);
  });
  for (let size = -1; size !== fed.size;) {
    size = fed.size;
    for (const [name, value] of assigned) if (fed.has(name) && !targets.includes(value)) take(value);
  }
  const edits = new Map();
  for (const t of targets) {
    walk(t, (n) => {
      if (n.type === 'Literal' && typeof n.value === 'string' && prose(n.value)) edits.set(n.start, [n.start, n.end, "' '"]);
      if (n.type === 'TemplateElement' && prose(n.value.cooked ?? '')) edits.set(n.start, [n.start, n.end, ' ']);
    });
  }
  return [...edits.values()].sort((a, b) => b[0] - a[0]);
}

/** An esbuild plugin: the kinema package's files (web/dist, web/src) with their error texts' prose cut. */
export function errorTextPlugin() {
  return {
    name: 'cut-error-texts',
    setup(b) {
      b.onLoad({ filter: /[\\/]web[\\/](dist|src)[\\/].*\.js$/ }, async (args) => {
        if (/wasm-bytes\.js$/.test(args.path)) return undefined;
        const acorn = await import('acorn');
        let source = readFileSync(args.path, 'utf8');
        for (const [start, end, text] of errorTextEdits(source, acorn)) source = source.slice(0, start) + text + source.slice(end);
        return { contents: source, loader: 'js' };
      });
    },
  };
}
