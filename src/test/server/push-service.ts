/**
 * A push service on loopback for tests, written from RFC 8292 (VAPID) and RFC 8291 (message
 * encryption) with node:crypto alone, so the server's web-push library is checked against an
 * independent reading of the standards rather than against itself.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionBody, ReminderMessage } from '#shared/push';

/** A browser's side of one subscription: its own ECDH key pair and auth secret. */
export interface TestDevice {
  body: PushSubscriptionBody;
  /** What the push service received for this device, decrypted and checked. */
  received: ReminderMessage[];
  /** The status this device's endpoint answers with (201 until a test changes it). */
  status: number;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface TestPushService {
  /** A new device (subscription) with an endpoint on this service. */
  device(): TestDevice;
  /** Every request that failed a check, with why: a test expects none. */
  problems: string[];
  /** How many connections senders have opened to the service so far. */
  connections(): number;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');

/** Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header: ES256, aud, exp, sub. */
function checkVapid(header: string | undefined, origin: string, publicKey: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header}`;
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) return 'signed with another key than the server publishes';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the VAPID signature does not verify';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return `JWT alg ${header_.alg}`;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${body.aud}, expected ${origin}`;
  const seconds = Date.now() / 1000;
  // RFC 8292: not expired, and no more than 24 hours ahead.
  if (!body.exp || body.exp < seconds || body.exp > seconds + 24 * 3600) return `exp ${body.exp}`;
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`;
  return null;
}

/** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) with the device's keys. */
export function decrypt(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // One record: the content, the last-record delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts the service; `publicKey` is the server's VAPID key (GET /api/push/key). */
export async function startPushService(publicKey: () => string): Promise<TestPushService> {
  const devices = new Map<string, TestDevice>();
  const problems: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const problem =
        (request.method !== 'POST' ? `method ${request.method}` : null) ??
        (request.headers['content-encoding'] !== 'aes128gcm'
          ? `content-encoding ${request.headers['content-encoding']}`
          : null) ??
        (!request.headers.ttl ? 'no TTL' : null) ??
        checkVapid(request.headers.authorization, origin, publicKey());
      if (problem) {
        problems.push(problem);
        response.writeHead(403).end();
        return;
      }
      try {
        device.received.push(JSON.parse(decrypt(device, Buffer.concat(chunks))) as ReminderMessage);
      } catch (error) {
        problems.push(`cannot decrypt: ${(error as Error).message}`);
        response.writeHead(400).end();
        return;
      }
      response.writeHead(device.status).end();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    problems,
    connections: () => connections,
    device() {
      const ecdh = createECDH('prime256v1');
      const publicKeyBytes = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const device: TestDevice = {
        body: {
          endpoint: `${base}${path}`,
          keys: { p256dh: b64url(publicKeyBytes), auth: b64url(authSecret) },
        },
        received: [],
        status: 201,
        privateKey: ecdh.getPrivateKey(),
        publicKey: publicKeyBytes,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
