/**
 * The production build served as Firebase Hosting serves it, for the phone bench: the rewrite of
 * every path to index.html, firebase.json's headers (immutable assets, no-cache HTML and JSON, the
 * security headers), ETags with 304 for an unchanged file, and compression (Brotli when the browser asks for it, else gzip), computed
 * once per file. `vite preview` sends files uncompressed, which would overstate every download.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/** Pure: a firebase.json headers `source` glob (`**`, `*`, `@(a|b)`) as a RegExp over the path. */
export function globToRegExp(glob) {
  return new RegExp(`^${globSource(glob)}$`);
}

/** Pure: a glob's RegExp source; each alternative of `@(a|b)` is a glob too (`*.json`). */
function globSource(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches any folders, or none
      if (glob[i + 2] === '/') { out += '(?:.*/)?'; i += 2; } else { out += '.*'; i += 1; }
    } else if (c === '*') out += '[^/]*';
    else if (c === '@' && glob[i + 1] === '(') {
      const end = glob.indexOf(')', i);
      out += `(?:${glob.slice(i + 2, end).split('|').map(globSource).join('|')})`;
      i = end;
    } else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

/** Pure: the headers firebase.json's hosting gives `path` (later rules win on the same key). */
export function hostingHeaders(hosting, path) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globToRegExp(rule.source.startsWith('/') ? rule.source : `/${rule.source}`).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** Pure: a strong ETag for a response body (each encoding its own, as a CDN keeps them). */
export function entityTag(body) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Pure: the encoding to send for an Accept-Encoding header. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl), for HTTP/2: browsers speak it over
 * TLS only. `spki` (base64 SHA-256 of its public key) is what Chromium's
 * --ignore-certificate-errors-spki-list takes: the certificate is then trusted outright, so responses
 * are cached (Chromium caches nothing from a site whose certificate error was merely ignored).
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const cert = readFileSync(join(dir, 'cert.pem'));
    const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(join(dir, 'key.pem')), cert, spki: createHash('sha256').update(publicKey).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `dir` on 127.0.0.1 (port 0: a free one). The CSP is left out: it names production's
 * hosts, and the build under test talks to the emulators on 127.0.0.1. With `tls` ({key, cert})
 * it speaks HTTP/2 as Hosting does (many small chunks share one connection; over HTTP/1.1 a
 * browser opens six and queues the rest), and HTTP/1.1 to clients that ask for it.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function serveLikeHosting(dir, { firebaseJson = 'firebase.json', port = 0, tls = null } = {}) {
  const hosting = JSON.parse(readFileSync(firebaseJson, 'utf8')).hosting;
  const cache = new Map();
  const encoded = (file, body, encoding) => {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      cache.set(key, encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 }));
    }
    return cache.get(key);
  };
  const handle = async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    let servedPath = path;
    let body;
    try {
      body = await readFile(file);
    } catch {
      // the SPA rewrite: every other path is the app
      file = join(dir, 'index.html');
      servedPath = '/index.html';
      body = await readFile(file);
    }
    const ext = extname(file);
    const headers = { ...hostingHeaders(hosting, servedPath), 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    delete headers['Content-Security-Policy'];
    const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      body = encoded(file, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
    // Hosting answers a repeat request for an unchanged file (no-cache HTML, JSON, the service
    // worker's script) with 304 and no body when the browser sends back the file's ETag
    const etag = entityTag(body);
    headers.ETag = etag;
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle) : createServer(handle);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `${tls ? 'https' : 'http'}://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
