import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A body compressed as a store's CDN serves it: brotli (quality 11, as CDNs precompress static
 * files) when the browser accepts it, else gzip, else as is. Each distinct body is compressed
 * once per process: brotli 11 takes a noticeable moment on a large chunk.
 */
const compressed = new Map<string, Buffer>();

export type ServedEncoding = 'br' | 'gzip' | null;

export function servedEncoding(acceptEncoding: string | string[] | undefined): ServedEncoding {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export function compressBody(body: Buffer | string, encoding: ServedEncoding): Buffer | string {
  if (encoding === null) return body;
  const key = `${encoding} ${createHash('sha1').update(body).digest('hex')}`;
  let done = compressed.get(key);
  if (done === undefined) {
    done =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    compressed.set(key, done);
  }
  return done;
}
