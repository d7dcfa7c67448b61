/**
 * The Firestore emulator as the phone's browser would meet Firestore: compressed. Firestore's
 * servers send gzip to a browser that asks for it; the emulator sends every answer as it is (the
 * PCL-5's version document is 103 KB of REST JSON, about a tenth of that compressed), which made
 * the phone bench measure reads a phone would not make. The phone bench's build talks to this
 * proxy (`firestoreProxyPort`), which forwards every request unchanged and gzips the answers,
 * flushing each piece as it arrives so the SDK's long-lived listen channel still streams.
 */
import { createServer, request } from 'node:http';
import { constants, createGzip } from 'node:zlib';

/** Where the phone bench's build finds Firestore: two ports above the emulator's (free in every port layout the stack uses). */
export const firestoreProxyPort = (ports) => ports.firestore + 2;

/** Pure: whether an answer with these headers is worth compressing (text, not compressed already). */
export function compressible(headers) {
  if (headers['content-encoding']) return false;
  return /json|text|javascript|protobuf/.test(String(headers['content-type'] ?? ''));
}

/** Starts the proxy on `port` (host 127.0.0.1) in front of `target` ({ host, port }). @returns {Promise<{ close(): Promise<void> }>} */
export function serveCompressedFirestore({ port, target }) {
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: target.host, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `${target.host}:${target.port}`, 'accept-encoding': 'identity' } },
      (answer) => {
        const gzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && compressible(answer.headers);
        const headers = { ...answer.headers };
        if (!gzip) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const zip = createGzip({ flush: constants.Z_SYNC_FLUSH });
        answer.on('data', (piece) => zip.write(piece, () => zip.flush()));
        answer.on('end', () => zip.end());
        zip.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    outgoing.on('close', () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }) }),
    );
  });
}
