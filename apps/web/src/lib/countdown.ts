/** Spec 2 §9: the list reloads every 60 seconds (spec 1 §9: the map too). */
export const LIST_REFRESH_SECONDS = 60;

/** 'Rafraîchissement automatique dans 0 min 59 s' (folder list and vehicle map), units spaced as in French. */
export function countdownText(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `Rafraîchissement automatique dans ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
