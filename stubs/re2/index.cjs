// superstatic loads re2 when it can and falls back to RegExp when the export is empty.
// See stubs/re2/package.json for why this package replaces the real one.
module.exports = null;
