declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: Buffer | string; dh?: Buffer | string }): Buffer;
}
