import { describe, expect, it } from 'vitest';
import { FolderState, FolderStateCode } from '../referentials/codes.ts';
import { outsideMoveTarget, type OutsideMove } from './folder-outside-moves.ts';

const S = FolderState;
const expected: Array<[OutsideMove, FolderState[], FolderState]> = [
  ['ASSISTEUR_CONFIRMATION', [S.ACCEPTED], S.ACCEPTED_CONFIRMED],
  ['CANCELLATION_PROPOSAL', [S.CREATED, S.WAITING, S.ACCEPTED, S.ACCEPTED_CONFIRMED], S.CANCEL_PROPOSAL],
  ['REPORT_VALIDATION', [S.REPORT], S.REPORT_VALIDATED],
  ['DRIVER_ACCEPTANCE', [S.CREATED, S.WAITING], S.ACCEPTED],
];

describe('moves made by the other side', () => {
  for (const [move, from, to] of expected) {
    it(`${move}: ${from.join(', ')} → ${to}, and from nowhere else`, () => {
      for (const state of FolderStateCode) {
        expect(outsideMoveTarget(move, state)).toBe(from.includes(state) ? to : null);
      }
    });
  }
});
