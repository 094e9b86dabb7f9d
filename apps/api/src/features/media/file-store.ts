/**
 * Files on disk under the uploads folder, addressed by id. Names on disk never come from the client:
 * only the id and a known extension, so an upload cannot choose where it lands.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  storagePath: string;
  sha256: string;
}

export async function storeFile(
  uploadsDir: string,
  id: string,
  extension: string,
  content: Buffer,
): Promise<StoredFile> {
  const folder = id.slice(0, 8);
  await mkdir(join(uploadsDir, folder), { recursive: true });
  const storagePath = join(folder, `${id}.${extension}`);
  await writeFile(join(uploadsDir, storagePath), content, { mode: 0o640 });
  return { storagePath, sha256: createHash('sha256').update(content).digest('hex') };
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Names shown back in URLs and downloads: no path, no control or quoting characters. */
export function safeFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.replace(/[^\w.\- ]+/g, '_').slice(-120);
  return cleaned === '' || cleaned.startsWith('.') ? `file${cleaned}` : cleaned;
}
