import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/** What a push service received: the path (which device), the headers and the encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service (RFC 8030) on 127.0.0.1, as browsers' push services answer: 201 for a message it takes, or the
 * status a test sets for a device's path (410: the subscription has ended). It keeps what it got, so a test reads
 * the headers and, with the device's own keys, the message.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let devices = 0;
  return {
    origin,
    received,
    /** A browser's subscription on this push service, with the private key and secret the browser keeps. */
    newDevice(): PushDevice {
      devices += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/device-${devices}-${randomBytes(4).toString('hex')}`;
      return {
        path,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        ecdh,
        auth,
      };
    },
    /** From now on the push service answers this device's messages with `status`. */
    answer(device: PushDevice, status: number) {
      statusOf.set(device.path, status);
    },
    to: (device: PushDevice) => received.filter((push) => push.path === device.path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface PushDevice {
  path: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

/** The message as the device reads it: decrypted with its private key and auth secret (RFC 8291, aes128gcm). */
export function decryptPush(device: PushDevice, push: ReceivedPush): unknown {
  const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID header (RFC 8292) as a push service checks it: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256)
 * by that key's private half. Answers the key and the JWT's claims.
 */
export async function verifyVapid(push: ReceivedPush): Promise<{ publicKey: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'] });
  return { publicKey, claims: payload };
}
