// Shared with the vehicle map: lib/countdown.ts.
export { countdownText, LIST_REFRESH_SECONDS } from '../../../lib/countdown.ts';
