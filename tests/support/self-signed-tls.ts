import { readFileSync } from 'node:fs';

const DIR = new URL('./self-signed/', import.meta.url);

/**
 * The repository's self-signed certificate for 127.0.0.1 and localhost (self-signed/README.md),
 * as a Node TLS server takes it: for servers a test or the bench opens, never anything else.
 */
export function selfSignedTls(): { key: Buffer; cert: Buffer } {
  return {
    key: readFileSync(new URL('localhost.key', DIR)),
    cert: readFileSync(new URL('localhost.crt', DIR)),
  };
}
