// http_ece (the encryption web-push itself uses) has no types of its own: what the push tests call of it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
