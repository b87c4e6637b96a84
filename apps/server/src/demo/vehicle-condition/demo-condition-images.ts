import { damageKindLabels, photoSlotLabels, type DamageKind, type PhotoSlot } from '@plateau/contracts';
import { loadSharp } from '../../lib/image-library.ts';

const escape = (text: string) => text.replace(/[<>&"']/g, '');

const drawn = new Map<string, Promise<Buffer>>();

/** A slot's photo: a small JPEG naming the slot and the plate (drawn once each), so thumbnails are told apart. */
export const demoSlotPhoto = (slot: PhotoSlot, registration: string | null): Promise<Buffer> =>
  demoPhoto(photoSlotLabels[slot], registration ?? '');

/** A damage's photo: a small JPEG naming the kind of damage (drawn once per kind). */
export const demoMarkPhoto = (kind: DamageKind): Promise<Buffer> =>
  demoPhoto(`Dommage : ${damageKindLabels[kind]}`, 'Gros plan');

function demoPhoto(title: string, subtitle: string): Promise<Buffer> {
  const key = `${title}|${subtitle}`;
  if (!drawn.has(key)) {
    if (drawn.size > 200) drawn.clear();
    drawn.set(key, drawPhoto(title, subtitle));
  }
  return drawn.get(key)!;
}

async function drawPhoto(title: string, subtitle: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#6b7b88"/>
    <rect x="150" y="250" width="340" height="120" rx="36" fill="#2b2f33"/>
    <circle cx="230" cy="375" r="40" fill="#111"/><circle cx="410" cy="375" r="40" fill="#111"/>
    <text x="320" y="80" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escape(title)}</text>
    <text x="320" y="130" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${escape(subtitle)}</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

let signature: Promise<Buffer> | null = null;
/** A signed squiggle, drawn once per process (every demo signature looks alike, as a demo may). */
export function demoSignaturePng(): Promise<Buffer> {
  signature ??= loadSharp().then((sharp) =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160">
        <path d="M20 110 C 60 20, 100 150, 140 80 S 220 30, 250 100 S 330 140, 380 60" stroke="#1c2a5a"
          stroke-width="5" fill="none" stroke-linecap="round"/></svg>`),
    )
      .png()
      .toBuffer(),
  );
  return signature;
}
