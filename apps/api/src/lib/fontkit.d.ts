/** The one fontkit call lib/pdf.ts makes (fontkit ships no types): a font parsed from its file's bytes. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
