import type { ButtonProps } from '@mantine/core';

/**
 * A large button whose label may take two lines on a phone rather than be cut off (« Ajouter un
 * dommage depuis une liste » at 390 px), still at least a gloved finger's height (48 px).
 */
export const WRAPPING_BUTTON = {
  h: 'auto',
  mih: 50,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } },
} as const satisfies Partial<ButtonProps> & { styles: object };
