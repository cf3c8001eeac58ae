// `npm start`'s demo server: serves the repository root on the loopback
// interface only (node:http, no dependencies), so that /web/demo/ can import
// the package from /web/dist/ the way users do. PORT overrides 8080.
//   node scripts/serve.mjs        ->  kinema demo: http://127.0.0.1:8080/
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const HOST = '127.0.0.1';
const PORT = Number.parseInt(process.env.PORT ?? '8080', 10);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

if (!Number.isInteger(PORT) || PORT < 0 || PORT > 65535) {
  console.error(`kinema demo: PORT must be an integer from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(typeof body === 'string' && !headers['Content-Type'] ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(body);
}

const server = createServer(async (req, res) => {
  // Loopback only: the socket listens on 127.0.0.1, and anything else is refused.
  const remote = req.socket.remoteAddress ?? '';
  if (!(remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1')) {
    return send(res, 403, 'forbidden\n');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, `http://${HOST}`).pathname);
  } catch {
    return send(res, 400, 'bad request\n');
  }
  if (path === '/' || path === '/web/demo') return send(res, 302, '', { Location: '/web/demo/' });
  if (path.includes('\0')) return send(res, 400, 'bad request\n');
  let file = resolve(join(ROOT, path));
  if (file !== ROOT && !file.startsWith(ROOT + sep)) return send(res, 403, 'forbidden\n');
  try {
    const info = await stat(file);
    if (info.isDirectory()) {
      if (!path.endsWith('/')) return send(res, 301, '', { Location: `${path}/` });
      file = join(file, 'index.html');
    }
    const body = await readFile(file);
    const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
    send(res, 200, req.method === 'HEAD' ? '' : body, { 'Content-Type': type, 'Content-Length': body.length });
  } catch {
    send(res, 404, 'not found\n');
  }
});

server.on('error', (error) => {
  console.error(`kinema demo: cannot listen on ${HOST}:${PORT}: ${error.message}`);
  process.exit(1);
});
server.listen(PORT, HOST, () => {
  const { port } = server.address();
  console.log(`kinema demo: http://${HOST}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
  });
}
