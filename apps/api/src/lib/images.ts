import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { and, eq } from 'drizzle-orm';
import { images } from '../db/schema/index';
import type { Queryable } from '../db/client';
import type { App } from './app-type';
import { AppError, fieldError } from './errors';

/**
 * Uploaded pictures: every feature that takes one (an employee's photo, the venue's logo) sends the
 * request body here. The upload is the raw file (Content-Type image/jpeg, image/png or image/webp,
 * up to IMAGE_UPLOAD_BYTES); it is decoded, turned upright (EXIF), resized and stored as WebP in
 * the `images` table, named by the SHA-256 of the stored bytes. GET images/{venue}/{hash}.webp
 * (features/images) serves it with a year's caching: a new picture is a new name.
 */

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A phone's camera photo fits; the stored picture is far smaller. */
export const IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Decoding refuses anything larger (a decompression bomb is small on the wire). */
const MAX_INPUT_PIXELS = 60_000_000;

/** photo: a square crop for avatars; logo: the whole picture, fitted inside the box; document: a photographed paper, large enough to read. */
export type ImageShape = 'photo' | 'logo' | 'document';
const SHAPES: Record<ImageShape, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  photo: { width: 512, height: 512, fit: 'cover' },
  logo: { width: 800, height: 800, fit: 'inside' },
  document: { width: 1600, height: 1600, fit: 'inside' },
};

export interface StoredImage {
  /** The path to show it, under the API prefix's parent (absolute path, no host). */
  url: string;
  hash: string;
  width: number;
  height: number;
}

/** Route options of an upload route: the raw-file body, its size limit, and the OpenAPI description. */
export const imageUploadRoute = {
  bodyLimit: IMAGE_UPLOAD_BYTES,
  consumes: [...IMAGE_CONTENT_TYPES],
} as const;

/** Lets the app accept image bodies as Buffers (every other route takes JSON only). */
export function registerImageBodies(app: App): void {
  app.addContentTypeParser([...IMAGE_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
}

export const imagePath = (prefix: string, venueId: number, hash: string) => `${prefix}/images/${venueId}/${hash}.webp`;

/**
 * Decodes, resizes and stores an uploaded picture for the venue (inside the caller's transaction).
 * A body that is not an image file → 415; a file that cannot be decoded → 422 on `file`.
 */
export async function storeImage(tx: Queryable, venueId: number, body: unknown, shape: ImageShape, prefix: string): Promise<StoredImage> {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const box = SHAPES[shape];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fieldError('file', 'validation.image_unreadable');
  }
  const hash = createHash('sha256').update(output.data).digest('hex');
  const { width, height } = output.info;
  await tx
    .insert(images)
    .values({ venueId, hash, contentType: 'image/webp', width, height, bytes: output.data })
    .onConflictDoNothing({ target: [images.venueId, images.hash] });
  return { url: imagePath(prefix, venueId, hash), hash, width, height };
}

/** A stored picture's bytes, or null. */
export async function readImage(db: Queryable, venueId: number, hash: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(and(eq(images.venueId, venueId), eq(images.hash, hash)));
  return row ?? null;
}
