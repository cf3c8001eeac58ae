// The browser tests serve files with the project's own static server.
export { MIME, serve } from '../../scripts/static-server.mjs';
