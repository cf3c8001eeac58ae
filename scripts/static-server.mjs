// A tiny static file server, shared by `npm start` (scripts/serve.mjs) and the
// browser tests: node:http only, loopback only, an ephemeral port unless one
// is given, redirects, optional extra response headers (the tests send a
// Content-Security-Policy header with them), and optional HTML put at the
// start of every HTML document's <head> (the WebKit tests' problem collector).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

export const MIME = {
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

/**
 * Serves the files under `root` on 127.0.0.1.
 * @param {string} root directory to serve
 * @param {{ headers?: Record<string, string> | ((path: string, query: URLSearchParams) => Record<string, string>),
 *            port?: number, redirects?: Record<string, string>, inject?: string }} [options]
 *   extra headers for every response, or a function of the request's path and query giving them;
 *   the port (default 0: any free one); paths answered with a 302 to another path; HTML inserted
 *   right after the `<head>` tag of every .html file served (after its `<meta charset>` in a page
 *   that leaves the optional `<head>` tag out, as the recipes do)
 * @returns {Promise<{ url: string, port: number, requests: string[], close(): Promise<void> }>}
 *   `url` ends with '/'; `requests` lists "STATUS /path" for every request served
 */
export async function serve(root, { headers = {}, port: wanted = 0, redirects = {}, inject = '' } = {}) {
  const base = resolve(root);
  const requests = [];
  const server = createServer(async (req, res) => {
    let path, url;
    try {
      url = new URL(req.url, 'http://127.0.0.1');
      path = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, 'bad request');
    }
    const extra = typeof headers === 'function' ? headers(path, url.searchParams) : headers;
    const reply = (status, body, type) => {
      requests.push(`${status} ${path}`);
      send(res, status, body, { ...(type ? { 'Content-Type': type } : {}), ...extra });
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, 'method not allowed');
    if (Object.hasOwn(redirects, path)) {
      requests.push(`302 ${path}`);
      return send(res, 302, '', { Location: redirects[path], ...extra });
    }
    if (path.includes('\0')) return reply(400, 'bad request');
    let file = resolve(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return reply(403, 'forbidden');
    try {
      if ((await stat(file)).isDirectory()) {
        if (!path.endsWith('/')) {
          requests.push(`301 ${path}`);
          return send(res, 301, '', { Location: `${path}/`, ...extra });
        }
        file = join(file, 'index.html');
      }
      let body = await readFile(file);
      if (inject && extname(file).toLowerCase() === '.html') {
        body = body.toString('utf8').replace(/<head(\s[^>]*)?>|<meta charset[^>]*>/i, (tag) => `${tag}${inject}`);
      }
      reply(200, req.method === 'HEAD' ? '' : body, MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
    } catch {
      reply(404, 'not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(wanted, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    requests,
    close() {
      server.closeAllConnections?.();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}
