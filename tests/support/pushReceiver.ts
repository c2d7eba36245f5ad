/**
 * A push service on 127.0.0.1 for the tests: it takes Web Push requests as a browser's push service does, checks their
 * VAPID authorisation (RFC 8292) and decrypts their aes128gcm payload with the subscription's private key (RFC 8291,
 * RFC 8188), using node:crypto's ECDH, HKDF and AES-GCM alone.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushReceived {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload. */
  text: string;
  /** The VAPID token's claims, its signature checked against `k`. */
  vapid: { aud: string; sub: string; exp: number; k: string };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 section 3.4 and RFC 8188 section 2: the plaintext of an aes128gcm body for the browser holding `ua`. */
export function decryptAes128gcm(body: Buffer, ua: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const ecdhSecret = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the content, a 0x02 delimiter, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of `Authorization: vapid t=<JWT>, k=<key>`, after checking its ES256 signature with `k`. */
function vapidClaims(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorisation: ${header}`);
  const [, jwt, k] = match;
  const [head, claims, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('VAPID signature does not verify');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number }), k };
}

/** Starts the push service; it answers 201 unless `answer` says otherwise for a subscription. */
export async function startPushReceiver() {
  const browsers = new Map<string, BrowserKeys>();
  const received: PushReceived[] = [];
  const failures: unknown[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        received.push({
          path,
          headers: req.headers,
          text: decryptAes128gcm(Buffer.concat(chunks), browser),
          vapid: vapidClaims(req.headers.authorization),
        });
      } catch (error) {
        failures.push(error);
      }
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failures,
    /** A new subscription's endpoint and keys, as the browser's `PushSubscription.toJSON()` gives them. */
    subscription(name: string) {
      const browser = browserKeys();
      browsers.set(`/push/${name}`, browser);
      return { endpoint: `${origin}/push/${name}`, expirationTime: null, keys: browser.keys };
    },
    answer(name: string, status: number) {
      answers.set(`/push/${name}`, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
