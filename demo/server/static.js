/**
 * Static files for the demo pages and the built library.
 */
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/**
 * Map a URL path below `baseDir` to a file path, or null when it would leave
 * `baseDir`. The URL parser already folds `..` segments, but encoded slashes
 * (`..%2f`) only become separators after decoding, so the resolved path is
 * checked again against the base.
 */
export function resolveInside(baseDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(baseDir);
  const file = path.resolve(base, `.${path.sep}${decoded}`);
  if (!file.startsWith(base + path.sep)) return null;
  // Dotfiles (editor swap files, .env) are never part of the demo.
  if (
    path
      .relative(base, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  return file;
}

/** Stream `file` with its content type, or answer 404 if it is not a regular file. */
export function serveFile(req, res, file) {
  fs.stat(file ?? '', (err, stat) => {
    if (err || !stat.isFile()) {
      sendText(res, 404, 'Not found\n', { 'Cache-Control': 'no-cache' });
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      // Dev server: always revalidate so a rebuild shows up on reload.
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = fs.createReadStream(file);
    // Headers are already sent, so a read error can only cut the response short.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
}
