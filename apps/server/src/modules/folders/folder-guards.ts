import { BusinessNature } from '@plateau/contracts';
import { denyAssisteurWrites, requireNature } from '../../lib/route-guards.ts';

/**
 * Writes on folders and missions: refused to assistance companies (they only read) and
 * to supervisors, who act on a folder by opening the account that owns it.
 */
export const operatorWrites = [
  denyAssisteurWrites,
  requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR),
];
