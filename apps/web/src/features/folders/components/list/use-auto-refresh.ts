// Shared with the vehicle map: lib/use-auto-refresh.ts.
export { useAutoRefresh } from '../../../../lib/use-auto-refresh.ts';
