/**
 * A rendered page kept ready to send with a fresh CSP nonce each time (ADR 110), without
 * compressing it again per response: the page is cut at each place the nonce goes, each piece
 * is deflated once on its own (a fresh compressor, flushed to a byte boundary, so no piece
 * refers back into another), and a response is those pieces with the nonce between them as
 * stored (uncompressed) DEFLATE blocks, then an empty final block and the gzip trailer. The
 * result is one ordinary gzip member (RFC 1951/1952); only the CRC-32 is worked out per
 * response. Brotli is not offered for these pages: its streams cannot be spliced so simply,
 * and on a listing page it saves about 2 % over gzip -9.
 */
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

export interface NoncePage {
  /** The page with `nonce` in each place, uncompressed. */
  identity(nonce: string): Buffer;
  /** The same as a gzip member. */
  gzip(nonce: string): Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: ends the DEFLATE stream on a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** `bytes` as one non-final stored block (at most 65,535 bytes; a nonce is 24). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** A piece deflated alone and sync-flushed: non-final blocks ending on a byte boundary. */
const deflatePiece = (piece: Buffer) =>
  deflateRawSync(piece, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });

/** `html` cut at every `placeholder`; the nonce takes each one's place. */
export function noncePage(html: string, placeholder: string): NoncePage {
  const pieces = html.split(placeholder).map((piece) => Buffer.from(piece));
  const deflated = pieces.map(deflatePiece);
  const between = <T>(parts: T[], gap: T) => parts.flatMap((part, i) => (i ? [gap, part] : [part]));
  return {
    identity: (nonce) => Buffer.concat(between(pieces, Buffer.from(nonce))),
    gzip(nonce) {
      const plain = this.identity(nonce);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(plain), 0);
      trailer.writeUInt32LE(plain.length % 2 ** 32, 4);
      return Buffer.concat([
        GZIP_HEADER,
        ...between(deflated, storedBlock(Buffer.from(nonce))),
        FINAL_BLOCK,
        trailer,
      ]);
    },
  };
}
