/**
 * Captured images at rest: each sealed with the server's file key (lib/secrets.ts, AES-256-GCM)
 * and written under `<dataDir>/captures/<business>/<session>/`, never in the clear, never served as files.
 * Kept per the business's `imageRetentionDays`: `forgetOlderThan` removes a session's folder once its
 * time has passed (the decision and scores stay in the database).
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import type { Secrets } from '../../lib/secrets.js';

const SAFE = /^[\w-]{1,80}$/;

export class CaptureImageNameError extends Error {
  constructor(part: string) {
    super(`Not a safe capture path part: ${JSON.stringify(part)}`);
    this.name = 'CaptureImageNameError';
  }
}

export interface CaptureImages {
  save(businessId: string, sessionId: string, name: string, bytes: Uint8Array): Promise<void>;
  read(businessId: string, sessionId: string, name: string): Promise<Buffer>;
  /** Removes every session folder of `businessId` last written before `cutoff`; answers how many. */
  forgetOlderThan(businessId: string, cutoff: Date): Promise<number>;
}

export function captureImages(
  root: string,
  secrets: Pick<Secrets, 'sealBytes' | 'openBytes'>,
): CaptureImages {
  // Ids and names only ever come from the server, but a path is built from them: refuse anything else.
  const folder = (...parts: string[]) => {
    for (const part of parts) if (!SAFE.test(part)) throw new CaptureImageNameError(part);
    return join(root, ...parts);
  };
  return {
    async save(businessId, sessionId, name, bytes) {
      const file = `${folder(businessId, sessionId, name)}.sealed`;
      await mkdir(folder(businessId, sessionId), { recursive: true });
      await writeFile(file, secrets.sealBytes(bytes));
    },
    async read(businessId, sessionId, name) {
      return secrets.openBytes(await readFile(`${folder(businessId, sessionId, name)}.sealed`));
    },
    async forgetOlderThan(businessId, cutoff) {
      const business = folder(businessId);
      const sessions = await readdir(business).catch(() => [] as string[]);
      let removed = 0;
      for (const session of sessions) {
        const dir = join(business, session);
        if ((await stat(dir)).mtime < cutoff) {
          await rm(dir, { recursive: true, force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** The app's capture images, under its uploads folder. */
export const captureImagesOf = (ctx: Pick<AppContext, 'config' | 'secrets'>): CaptureImages =>
  captureImages(join(ctx.config.uploadsDir, 'captures'), ctx.secrets);
