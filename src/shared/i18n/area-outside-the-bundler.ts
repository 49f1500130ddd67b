/**
 * `#messages/<area>` outside the browser's bundle (package.json "imports"): the server, the
 * scripts and the e2e specs run shared code under Node, which loads nothing here. The server
 * loads whole catalogues (src/server/i18n.ts); in the browser's bundle the Vite plugin
 * (scripts/lib/catalogues.ts) resolves the import to the area's words.
 */
export {};
