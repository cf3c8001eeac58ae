// `npm start`'s demo server: serves the repository root on the loopback
// interface only, so that /web/demo/ imports the package from /web/dist/ the
// way users do. PORT overrides 8080.
//   node scripts/serve.mjs        ->  kinema demo: http://127.0.0.1:8080/
import { fileURLToPath } from 'node:url';
import { serve } from './static-server.mjs';

const port = Number(process.env.PORT ?? '8080');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`kinema demo: PORT must be an integer from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

let server;
try {
  server = await serve(fileURLToPath(new URL('..', import.meta.url)), {
    port,
    redirects: { '/': '/web/demo/' },
  });
} catch (error) {
  console.error(`kinema demo: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
}
console.log(`kinema demo: ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
