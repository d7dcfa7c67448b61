/**
 * The Auth and Firestore emulators as a phone's browser meets Google's servers: compressed, and
 * (with `tls`) over HTTP/2. The emulators answer uncompressed (the PCL-5's version document is
 * 103 KB of REST JSON, about a tenth of that compressed) and speak plain HTTP/1.1, so Lighthouse
 * modelled up to six connections per emulator, each with its own handshake, where Google's servers
 * multiplex every request over one. The phone bench's build talks to one proxy per emulator
 * (`proxyPort`), which forwards every request unchanged and gzips the answers, flushing each piece
 * as it arrives so the SDK's long-lived listen channel still streams.
 */
import { createServer, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { constants, createGzip } from 'node:zlib';

/** Where the phone bench's build finds an emulator: two ports above its own (free in every port layout the stack uses). */
export const proxyPort = (emulatorPort) => emulatorPort + 2;

/** Pure: whether an answer with these headers is worth compressing (text, not compressed already). */
export function compressible(headers) {
  if (headers['content-encoding']) return false;
  return /json|text|javascript|protobuf/.test(String(headers['content-type'] ?? ''));
}

// headers of one HTTP/1.1 connection, which HTTP/2 forbids (and the upstream's own host)
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings', 'host']);

/** Pure: headers to pass on between HTTP/2 and HTTP/1.1: no pseudo-headers (`:path`…), no connection headers. */
export function passedHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)));
}

/**
 * Starts the proxy on `port` (host 127.0.0.1) in front of `target` ({ host, port }); with `tls`
 * ({ key, cert }) it speaks HTTP/2 over TLS (and HTTP/1.1 to clients that ask for it).
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export function serveEmulatorLikeGoogle({ port, target, tls }) {
  const handle = (incoming, outgoing) => {
    const headers = { ...passedHeaders(incoming.headers), host: `${target.host}:${target.port}`, 'accept-encoding': 'identity' };
    const forwarded = request({ host: target.host, port: target.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const gzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && compressible(answer.headers);
      const answerHeaders = passedHeaders(answer.headers);
      if (!gzip) {
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
        return;
      }
      delete answerHeaders['content-length'];
      answerHeaders['content-encoding'] = 'gzip';
      answerHeaders.vary = answerHeaders.vary ? `${answerHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
      const zip = createGzip({ flush: constants.Z_SYNC_FLUSH });
      answer.on('data', (piece) => zip.write(piece, () => zip.flush()));
      answer.on('end', () => zip.end());
      zip.pipe(outgoing);
    });
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    outgoing.on('close', () => forwarded.destroy());
    incoming.pipe(forwarded);
  };
  const server = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle) : createServer(handle);
  // an HTTP/2 server has no closeAllConnections: its sockets are closed by hand
  const sockets = new Set();
  server.on(tls ? 'secureConnection' : 'connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () => new Promise((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        }),
      }),
    );
  });
}
