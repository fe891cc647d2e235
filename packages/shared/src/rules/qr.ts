import qrcode from 'qrcode-generator';

/**
 * A QR code of a link as an SVG document (the booking page's QR code: the back office's links
 * screen and GET /book/{sub}/qrcode.svg), black modules on white, error correction M, with the
 * quiet zone of four modules the standard asks for.
 */
export function qrSvg(text: string, cellSize = 8): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const svg = code.createSvgTag({ cellSize, margin: cellSize * 4, scalable: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ').replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg" (.*?)xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, 'xmlns="http://www.w3.org/2000/svg" $1')}`;
}
