import { createServer, request } from 'node:http';
import { connect } from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressible, passedHeaders, serveEmulatorLikeGoogle } from './emulator-proxy.mjs';
import { selfSignedCertificate } from './hosting-server.mjs';

/** An upstream like the emulator: a JSON answer, a plain one, and a stream sent in two pieces. */
let upstream;
let proxy;
let proxyPort;
let secure;
let securePort;
const upstreamSockets = new Set();
const big = JSON.stringify({ documents: Array.from({ length: 500 }, (_, i) => ({ name: `forms/f${i}`, fields: { title: { stringValue: 'A question' } } })) });

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/json') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        // (a connection header, as the emulators send: HTTP/2 forbids it, the proxy drops it)
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-method': req.method, 'x-body': body, 'x-host': req.headers.host, connection: 'keep-alive' });
        res.end(big);
      });
    } else if (req.url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([1, 2, 3]));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('first piece');
      // the second piece only once the first has been read through the proxy
      req.socket.once('second', () => res.end('second piece'));
    }
  });
  upstream.on('connection', (socket) => upstreamSockets.add(socket));
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  proxyPort = probe.address().port;
  await new Promise((done) => probe.close(done));
  proxy = await serveEmulatorLikeGoogle({ port: proxyPort, target: { host: '127.0.0.1', port: upstream.address().port } });
  securePort = proxyPort + 1;
  secure = await serveEmulatorLikeGoogle({ port: securePort, target: { host: '127.0.0.1', port: upstream.address().port }, tls: selfSignedCertificate() });
});
afterAll(async () => {
  await proxy.close();
  await secure.close();
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
});

function get(path, { method = 'GET', body, acceptEncoding = 'gzip, deflate, br' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path, method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const pieces = [];
      res.on('data', (p) => pieces.push(p));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(pieces) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One request over HTTP/2 and TLS, as the phone bench's browser makes them. */
function getH2(path, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${securePort}`, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'accept-encoding': 'gzip' });
    const pieces = [];
    let headers;
    stream.on('response', (h) => (headers = h));
    stream.on('data', (p) => pieces.push(p));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(pieces), protocol: session.alpnProtocol });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the emulators proxied as Google answers', () => {
  it('forwards the request unchanged and gzips a JSON answer for a browser that accepts it', async () => {
    const answer = await get('/json', { method: 'POST', body: '{"documents":["forms/ptsd"]}' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-method']).toBe('POST');
    expect(answer.headers['x-body']).toBe('{"documents":["forms/ptsd"]}');
    expect(gunzipSync(answer.body).toString()).toBe(big);
    expect(answer.body.length).toBeLessThan(big.length / 5);
  });

  it('passes answers through as they are when the client does not accept gzip, or they are not text', async () => {
    const plain = await get('/json', { acceptEncoding: 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    const image = await get('/image');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3]);
  });

  it('sends each piece of a streamed answer as it arrives (the listen channel keeps working)', async () => {
    const pieces = await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: proxyPort, path: '/stream', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const received = [];
        let zipped = Buffer.alloc(0);
        res.on('data', (p) => {
          zipped = Buffer.concat([zipped, p]);
          const text = (() => {
            try {
              return gunzipSync(zipped, { finishFlush: 2 }).toString();
            } catch {
              return '';
            }
          })();
          received.push(text);
          // the first piece came through before the upstream sent the second
          if (text === 'first piece') for (const socket of upstreamSockets) socket.emit('second');
        });
        res.on('end', () => resolve(received));
      });
      req.on('error', reject);
      req.end();
    });
    expect(pieces).toContain('first piece');
    expect(pieces.at(-1)).toBe('first piecesecond piece');
  });

  it('speaks HTTP/2 over TLS when given a certificate, passing on the request without its pseudo-headers', async () => {
    const answer = await getH2('/json', { method: 'POST', body: '{"documents":[]}' });
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['x-method']).toBe('POST');
    expect(answer.headers['x-body']).toBe('{"documents":[]}');
    // the upstream saw its own host, and HTTP/2 got no connection header
    expect(answer.headers['x-host']).toBe(`127.0.0.1:${upstream.address().port}`);
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(big);
  });

  it('drops what HTTP/2 forbids or the other side must set: pseudo-headers, connection headers, the host', () => {
    expect(passedHeaders({ ':path': '/x', ':method': 'GET', connection: 'keep-alive', 'transfer-encoding': 'chunked', host: 'a', authorization: 'Bearer t', 'content-type': 'application/json' }))
      .toEqual({ authorization: 'Bearer t', 'content-type': 'application/json' });
  });

  it('compresses text and JSON that is not compressed already', () => {
    expect(compressible({ 'content-type': 'application/json; charset=utf-8' })).toBe(true);
    expect(compressible({ 'content-type': 'application/json', 'content-encoding': 'gzip' })).toBe(false);
    expect(compressible({ 'content-type': 'image/png' })).toBe(false);
  });
});
