import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embedJpeg, embedPng } from './pdf-images.ts';

/** The bytes as a slice in the middle of a larger buffer, as Node's pool and node-postgres give them. */
function sliceOfShared(bytes: Buffer): Buffer {
  const shared = Buffer.alloc(bytes.length + 64);
  bytes.copy(shared, 32);
  return shared.subarray(32, 32 + bytes.length);
}

describe('images embedded in a PDF', () => {
  it('embeds a JPEG and a PNG handed as slices of a shared buffer', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const pdf = await PDFDocument.create();
    // pdf-lib alone fails on the slice: the reason this helper exists.
    await expect(pdf.embedJpg(sliceOfShared(jpeg))).rejects.toThrow(/SOI/);
    expect(await embedJpeg(pdf, sliceOfShared(jpeg))).toMatchObject({ width: 40, height: 30 });
    expect(await embedPng(pdf, sliceOfShared(png))).toMatchObject({ width: 20, height: 10 });
  });
});
