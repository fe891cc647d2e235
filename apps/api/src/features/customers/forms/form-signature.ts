import sharp from 'sharp';
import { MAX_SIGNATURE_BYTES } from '@chairside/shared/customer-forms';
import { SIGNATURE_PREFIX } from '@chairside/shared/rules/customer-form-answers';
import { fieldError } from '../../../lib/errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 4000;

/**
 * The signature answer (a PNG data URL) as the PNG's bytes, once proved a real PNG: the magic
 * bytes, at most MAX_SIGNATURE_BYTES, and a header sharp decodes to a PNG of sane dimensions.
 * Anything else is a 422 on the field (pdfkit embeds PNG; a JPEG or SVG would not be one).
 */
export async function signaturePng(field: string, dataUrl: string): Promise<Buffer> {
  const bad = () => fieldError(`answers.${field}`, 'customer_forms.validation.bad_signature');
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) throw bad();
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw fieldError(`answers.${field}`, 'customer_forms.validation.signature_too_large');
  if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw bad();
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw bad();
    // Decoding the pixels proves the data is whole (a truncated file has a valid header).
    await sharp(bytes).raw().toBuffer();
  } catch {
    throw bad();
  }
  return bytes;
}
