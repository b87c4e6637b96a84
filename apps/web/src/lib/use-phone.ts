import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, as the shell's burger menu): a phone held upright. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone; read at the first render, so that a screen never draws its desktop form first. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
