import sharp from 'sharp';

/** An SVG drawn as a PNG (share pictures the portal draws itself, e.g. the public scorecard's). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}
