import { z } from 'zod';
import { FolderCreate, PropositionInitialeCode } from '@plateau/contracts';

/**
 * What an assistance company sends through Nomad: the folder as the new-folder form describes it
 * (the intervention's terms included), plus the terms only the assistance company sets. It never
 * names a truck or an agent: the operator chooses them when accepting.
 */
export const NomadFolderInput = z
  .object({
    folder: FolderCreate,
    cancellable: z.boolean().default(true),
    confirmationRequise: z.boolean().default(false),
    messagesAllowed: z.boolean().default(true),
    propositionInitiale: z.enum(PropositionInitialeCode).nullable().default(null),
    /** The assistance company's estimate, TTC. */
    valorisationInitiale: z.number().min(0).max(100_000).nullable().default(null),
  })
  .strict();
export type NomadFolderInput = z.input<typeof NomadFolderInput>;
