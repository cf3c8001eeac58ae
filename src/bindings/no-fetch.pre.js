// The wasm is inlined as a data: URL (-sSINGLE_FILE). Emscripten 3.1.6 still
// tries fetch() on that URL first and decodes the base64 itself only when the
// fetch fails; under a Content-Security-Policy without data: in connect-src
// (for example default-src 'self') the attempt is a reported violation.
// Shadowing fetch inside the module's scope makes it decode directly. The
// module fetches nothing else (no filesystem, no separate files).
var fetch;
