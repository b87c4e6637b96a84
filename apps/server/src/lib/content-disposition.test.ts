import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps an ASCII name as is', () => {
    expect(contentDisposition('Report-OT12.pdf', 'attachment')).toBe(
      `attachment; filename="Report-OT12.pdf"; filename*=UTF-8''Report-OT12.pdf`,
    );
  });
  it('gives accents in filename* and a plain fallback', () => {
    expect(contentDisposition('Photo été.jpg', 'inline')).toBe(
      `inline; filename="Photo ete.jpg"; filename*=UTF-8''Photo%20%C3%A9t%C3%A9.jpg`,
    );
  });
  it('never lets a quote or a backslash close the header value', () => {
    const header = contentDisposition('a"b\\c\'.png', 'attachment');
    expect(header).toBe(`attachment; filename="a_b_c'.png"; filename*=UTF-8''a%22b%5Cc%27.png`);
  });
});
