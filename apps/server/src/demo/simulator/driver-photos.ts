import type { MissionStepCode } from '@plateau/contracts';
import type { Random } from '../seed/folders-data.ts';
import { loadSharp } from '../../lib/image-library.ts';

/** About one arrival in two, the driver photographs the vehicle before touching it. */
export const PHOTO_CHANCE = 0.5;

/** Greys and blues of a roadside at dusk: the demo's photos are plain but not all alike. */
const tones = ['#5c6b7a', '#7a8691', '#3f5468', '#8c7b6b', '#4d5d4a'];

/**
 * A photo the driver takes at this step, or null: only on arrival, drawn as a small JPEG (a
 * gradient with the vehicle's registration), so the Documents tab has real thumbnails.
 */
export async function driverPhotoAfter(
  step: MissionStepCode,
  registration: string | null,
  random: Random,
): Promise<{ filename: string; bytes: Buffer } | null> {
  if (step !== 'arrivedAtDestination' || random.next() >= PHOTO_CHANCE) return null;
  const tone = random.pick(tones);
  const label = (registration ?? 'Véhicule').replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#cfd8df"/><stop offset="1" stop-color="${tone}"/></linearGradient></defs>
    <rect width="1280" height="960" fill="url(#g)"/>
    <rect x="340" y="520" width="600" height="220" rx="60" fill="#2b2f33"/>
    <circle cx="470" cy="750" r="70" fill="#111"/><circle cx="810" cy="750" r="70" fill="#111"/>
    <rect x="520" y="640" width="240" height="60" fill="#f4f4f4" stroke="#1c3f95" stroke-width="6"/>
    <text x="640" y="684" font-family="sans-serif" font-size="36" text-anchor="middle">${label}</text>
  </svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const number = 1000 + Math.floor(random.next() * 9000);
  return { filename: `IMG_${number}.jpg`, bytes };
}
