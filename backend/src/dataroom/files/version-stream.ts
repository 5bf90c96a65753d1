import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';

// 1 MiB slices: a 50 MB file never sits whole in the server's memory while it is sent.
const SLICE_BYTES = 1024 * 1024;

/**
 * The bytes of one stored version, read from PostgreSQL slice by slice as the client takes them
 * (the column is stored uncompressed, so substring reads only the slice it asks for).
 */
export function versionStream(dataSource: DataSource, versionId: string, sizeBytes: number): Readable {
  let offset = 0;
  return new Readable({
    highWaterMark: SLICE_BYTES,
    read() {
      if (offset >= sizeBytes) {
        this.push(null);
        return;
      }
      const length = Math.min(SLICE_BYTES, sizeBytes - offset);
      dataSource
        .query('SELECT substring(bytes FROM $2 FOR $3) AS slice FROM dataroom_document_versions WHERE id = $1', [versionId, offset + 1, length])
        .then((rows: Array<{ slice: Buffer | null }>) => {
          const slice = rows[0]?.slice;
          // Deleted while it was being sent: end with an error rather than a short file.
          if (!slice || slice.length === 0) throw new Error('The stored file is gone');
          offset += slice.length;
          this.push(slice);
        })
        .catch((error: Error) => this.destroy(error));
    },
  });
}
