import {
  allowedNatures,
  axaMissionNumberError,
  CreationOrigine,
  mergeReportDepannage,
  NATURE_CHANGE_REFUSED_MESSAGE,
  reportErrors,
  reportWriteCheck,
  type FolderPatch,
  type ReportDepannagePatch,
} from '@plateau/contracts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { definedOnly, mergeObject } from './defined.ts';
import type { FolderColumns, FolderRow } from './folders.repository.ts';

export const STALE_VERSION_MESSAGE =
  "Le dossier a été modifié depuis que vous l'avez ouvert : rechargez-le pour voir ses changements, puis refaites les vôtres";

/** What a PATCH changes on the folder row, checked against the folder's rules. */
export function folderColumnsOfPatch(folder: FolderRow, patch: FolderPatch): FolderColumns {
  const { externalNumber, origineNumber, assistanceProvider, contactInfo, contactPhone, numeroFacture } =
    patch;
  const columns: FolderColumns = definedOnly({
    externalNumber,
    origineNumber,
    assistanceProvider,
    contactInfo,
    contactPhone,
    numeroFacture,
  });
  if (patch.customerPlace !== undefined)
    columns.customerPlace = mergeObject(folder.customerPlace, patch.customerPlace);
  if (patch.vehicule !== undefined) columns.vehicule = mergeObject(folder.vehicule, patch.vehicule);
  if (patch.attelage !== undefined) columns.attelage = mergeObject(folder.attelage, patch.attelage);
  if (patch.interventionDepannage !== undefined) {
    checkNatureChange(folder, patch.interventionDepannage.nature);
    columns.interventionDepannage = mergeObject(folder.interventionDepannage, patch.interventionDepannage);
  }
  if (patch.reportDepannage !== undefined) {
    columns.reportDepannage = reportOfPatch(folder, patch.reportDepannage, columns.interventionDepannage);
  }
  checkAssistanceProvider(folder, columns);
  return columns;
}

/**
 * The report after the PATCH: refused whole while the report is read-only (409), then merged
 * and checked as the nature's card shows it (dates in order, km), with the nature the same
 * PATCH may change (400, the first issue's French message).
 */
function reportOfPatch(
  folder: FolderRow,
  patch: ReportDepannagePatch,
  intervention: FolderColumns['interventionDepannage'],
) {
  const writable = reportWriteCheck(folder);
  if (!writable.ok) throw new Conflict(writable.message);
  const merged = mergeReportDepannage(folder.reportDepannage ?? null, patch);
  const [issue] = reportErrors(merged, intervention ?? folder.interventionDepannage);
  if (issue) throw new Invalid(issue.message);
  return merged;
}

function checkNatureChange(folder: FolderRow, nature: string | null | undefined) {
  const current = folder.interventionDepannage;
  if (!nature || nature === current?.nature) return;
  if (!(allowedNatures(current ?? {}) as string[]).includes(nature))
    throw new Invalid(NATURE_CHANGE_REFUSED_MESSAGE);
}

function checkAssistanceProvider(folder: FolderRow, columns: FolderColumns) {
  const providerChanges =
    columns.assistanceProvider !== undefined && columns.assistanceProvider !== folder.assistanceProvider;
  if (providerChanges && folder.creationOrigine === CreationOrigine.NOMAD) {
    throw new Invalid("L'assisteur d'un dossier reçu par Nomad ne peut pas être changé");
  }
  if (columns.externalNumber === undefined && !providerChanges) return;
  const provider =
    columns.assistanceProvider !== undefined ? columns.assistanceProvider : folder.assistanceProvider;
  const number = columns.externalNumber !== undefined ? columns.externalNumber : folder.externalNumber;
  const error = axaMissionNumberError(provider, number);
  if (error) throw new Invalid(error);
}

/** The names of what changed, for the workflow's event. */
export const changedFields = (patch: FolderPatch) =>
  Object.keys(patch).filter((key) => key !== 'version' && patch[key as keyof FolderPatch] !== undefined);
