import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * A passkey in software, as a phone's or a laptop's authenticator makes and uses one (WebAuthn Level 2, ES256,
 * "none" attestation), for tests that drive the user-pool wire without a browser. The browser journeys use
 * Chromium's own virtual authenticator instead.
 */
export function softwarePasskey(
  origin: string,
  options: { keepsCounter?: boolean; idBytes?: number; reportedId?: string } = {},
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(options.idBytes ?? 16);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const header = (rpId: string, flags: number) => {
    const count = Buffer.alloc(4);
    if (options.keepsCounter ?? true) count.writeUInt32BE((counter += 1));
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  };
  return {
    id: base64url(id),
    /** What `navigator.credentials.create` answers to the server's options. */
    register(creation: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, bytes(jwk.x!)],
          [-3, bytes(jwk.y!)],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        header(creation.rp.id!, FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA),
        Buffer.alloc(16),
        length,
        id,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: options.reportedId ?? base64url(id),
        rawId: options.reportedId ?? base64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', creation.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** What `navigator.credentials.get` answers to a sign-in's options: the challenge, signed. */
    answer(request: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
      const authenticatorData = header(request.rpId!, FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const clientDataJSON = clientData('webauthn.get', request.challenge);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: base64url(id),
        rawId: base64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
