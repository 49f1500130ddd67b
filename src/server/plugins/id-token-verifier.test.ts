import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  exportJWK,
  generateKeyPair,
  importPKCS8,
  importX509,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import {
  createIdTokenVerifier,
  InvalidTokenError,
  UpstreamError,
  type IdTokenVerifier,
} from './id-token-verifier.ts';
import { refusal } from '#test/server/test-app.ts';

const projectId = 'momentum-prod-test';
const KEY_ID = 'key-1';

/** A loopback stand-in for Google's key endpoint: x509 certificates by key id, like Google's. */
let keyServer: http.Server;
let certsUrl: string;
let certificatePem: string;
let signingKey: CryptoKey;
let keyRequests = 0;
let keyEndpoint: 'ok' | 'jwks' | 'hang' | 'fail' = 'ok';
/** The same public key as a JWK, for a key endpoint that serves a JWKS. */
let publicJwk: Record<string, unknown>;

beforeAll(async () => {
  // A self-signed certificate, as Google publishes its signing keys.
  const dir = mkdtempSync(path.join(tmpdir(), 'momentum-keys-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=securetoken',
      '-days',
      '1',
    ].concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
    { stdio: 'ignore' },
  );
  certificatePem = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  signingKey = await importPKCS8(readFileSync(path.join(dir, 'key.pem'), 'utf8'), 'RS256');
  rmSync(dir, { recursive: true, force: true });
  publicJwk = { ...(await exportJWK(await importX509(certificatePem, 'RS256'))), kid: KEY_ID };

  keyServer = http.createServer((_request, response) => {
    keyRequests += 1;
    if (keyEndpoint === 'hang') return; // never answers
    if (keyEndpoint === 'fail') return response.writeHead(500).end('boom');
    if (keyEndpoint === 'jwks') {
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [publicJwk] }));
    }
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' })
      .end(JSON.stringify({ [KEY_ID]: certificatePem }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  certsUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/certs`;
});

afterAll(async () => {
  keyServer.closeAllConnections();
  await new Promise((resolve) => keyServer.close(resolve));
});

beforeEach(() => {
  keyRequests = 0;
  keyEndpoint = 'ok';
});

let clock = 1_800_000_000;
const now = () => clock;

function productionVerifier(keyFetchTimeoutMs = 5_000): IdTokenVerifier {
  return createIdTokenVerifier({ projectId, emulator: false, certsUrl, keyFetchTimeoutMs, now });
}

/** The claims of a Firebase ID token, one hour long. */
const firebaseClaims = () => ({
  iss: `https://securetoken.google.com/${projectId}`,
  aud: projectId,
  sub: 'uid-ada',
  iat: clock - 10,
  auth_time: clock - 10,
  exp: clock + 3600,
  email: 'ada@example.com',
  name: 'Ada',
});

interface TokenShape {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  kid?: string;
}

/** A token as Firebase issues it, signed by our stand-in key unless told. */
function token({ claims = {}, key = signingKey, kid = KEY_ID }: TokenShape = {}) {
  return new SignJWT({ ...firebaseClaims(), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

describe('production ID token verifier', () => {
  it('accepts a token Google would sign, fetching the keys once per max-age', async () => {
    const verifier = productionVerifier();
    const good = await token();
    for (let i = 0; i < 5; i++) {
      await expect(verifier.verify(good)).resolves.toEqual({
        uid: 'uid-ada',
        email: 'ada@example.com',
        name: 'Ada',
        // Its exp, so the token cache never serves it past then.
        expiresAt: (clock + 3600) * 1000,
        // Its iat, so a deleted account's older tokens can be told apart.
        issuedAt: (clock - 10) * 1000,
      });
    }
    expect(keyRequests).toBe(1);
    clock += 61; // past max-age=60
    await verifier.verify(await token());
    expect(keyRequests).toBe(2);
  });

  it('accepts a token whose key is served as a JWKS (FIREBASE_CERTS_URL may name one)', async () => {
    keyEndpoint = 'jwks';
    await expect(productionVerifier().verify(await token())).resolves.toMatchObject({
      uid: 'uid-ada',
    });
  });

  it.each<[string, () => Promise<string>]>([
    [
      'a header naming another algorithm',
      () =>
        new SignJWT(firebaseClaims())
          .setProtectedHeader({ alg: 'HS256', kid: KEY_ID })
          .sign(new TextEncoder().encode(certificatePem)),
    ],
    ['another audience', () => token({ claims: { aud: 'someone-else' } })],
    ['another issuer', () => token({ claims: { iss: 'https://securetoken.google.com/other' } })],
    ['an expired token', () => token({ claims: { exp: clock - 60 } })],
    ['a token issued in the future', () => token({ claims: { iat: clock + 600 } })],
    ['a sign-in in the future', () => token({ claims: { auth_time: clock + 600 } })],
    ['no sign-in time', () => token({ claims: { auth_time: undefined } })],
    ['an empty subject', () => token({ claims: { sub: '' } })],
    ['an unknown key id', () => token({ kid: 'key-2' })],
    [
      'a signature by another key',
      async () => token({ key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['an unsigned token', () => Promise.resolve(new UnsecuredJWT(firebaseClaims()).encode())],
    ['garbage', () => Promise.resolve('not-a-token')],
  ])('refuses %s as an invalid token', async (_, makeToken) => {
    await expect(productionVerifier().verify(await makeToken())).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('gives up on a hanging key endpoint after the timeout, as an upstream failure', async () => {
    keyEndpoint = 'hang';
    const started = Date.now();
    await expect(productionVerifier(200).verify(await token())).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats an error from the key endpoint as an upstream failure and retries next time', async () => {
    keyEndpoint = 'fail';
    const verifier = productionVerifier();
    await expect(verifier.verify(await token())).rejects.toBeInstanceOf(UpstreamError);
    keyEndpoint = 'ok';
    await expect(verifier.verify(await token())).resolves.toMatchObject({ uid: 'uid-ada' });
  });

  it('answers 503 with Retry-After, logged as an upstream failure, while the keys are unreachable', async () => {
    keyEndpoint = 'hang';
    const lines: Array<{ msg: string; upstream?: string }> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    registerErrorHandling(app);
    app.addHook('onRequest', authenticate(productionVerifier(200)));
    app.get('/api/me', async (request) => ({ uid: request.identity.uid }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${await token()}`, 'firebase-id': 'uid-ada' },
    });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(
      refusal('Sign-in checks are unavailable right now. Please try again in a few seconds.'),
    );
    expect(lines.some((line) => line.msg === 'upstream failure' && line.upstream)).toBe(true);
    expect(lines.some((line) => line.msg === 'token refused')).toBe(false);
  });
});

describe('local-mode (emulator) ID token verifier', () => {
  const verifier = createIdTokenVerifier({ projectId, emulator: true, now });
  const unsigned = (claims: Record<string, unknown>) =>
    new UnsecuredJWT({ ...firebaseClaims(), ...claims }).encode();

  it('checks the claims of the unsigned emulator token without asking anyone', async () => {
    await expect(verifier.verify(unsigned({}))).resolves.toEqual({
      uid: 'uid-ada',
      email: 'ada@example.com',
      name: 'Ada',
      expiresAt: (clock + 3600) * 1000,
      issuedAt: (clock - 10) * 1000,
    });
    await expect(verifier.verify(unsigned({ aud: 'other' }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(verifier.verify(unsigned({ exp: clock - 100 }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  // The claims are all the emulator's tokens carry, so each rule refuses on its own, at its edge
  // (5 seconds of clock tolerance either way). Claims are made when the test runs: `clock` moves.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['another issuer', () => ({ iss: 'https://securetoken.google.com/other' }), 'wrong issuer'],
    ['an exp 5 seconds past', () => ({ exp: clock - 5 }), 'expired'],
    ['no exp', () => ({ exp: undefined }), 'expired'],
    [
      'an iat more than 5 seconds ahead',
      () => ({ iat: clock + 6 }),
      'iat missing or in the future',
    ],
    [
      'an auth_time more than 5 seconds ahead',
      () => ({ auth_time: clock + 6 }),
      'auth_time missing or in the future',
    ],
    ['an empty sub', () => ({ sub: '' }), 'no subject'],
    ['a sub of 129 characters', () => ({ sub: 'u'.repeat(129) }), 'no subject'],
  ])('refuses a token with %s', async (_, claims, reason) => {
    await expect(verifier.verify(unsigned(claims()))).rejects.toMatchObject({
      reason,
      message: `invalid ID token: ${reason}`,
    });
  });

  it('refuses something that is no JWT', async () => {
    await expect(verifier.verify('not.a.jwt')).rejects.toMatchObject({ reason: 'not a JWT' });
  });

  it('accepts a token at the edges: exp 4 seconds past, iat 5 seconds ahead, a sub of 128', async () => {
    const identity = await verifier.verify(
      unsigned({ exp: clock - 4, iat: clock + 5, auth_time: clock + 5, sub: 'u'.repeat(128) }),
    );
    expect(identity).toMatchObject({ uid: 'u'.repeat(128), expiresAt: (clock - 4) * 1000 });
  });

  it('reads a missing email or a name that is no string as null', async () => {
    await expect(verifier.verify(unsigned({ email: undefined, name: 42 }))).resolves.toMatchObject({
      email: null,
      name: null,
    });
  });
});
