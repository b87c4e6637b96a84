import {
  allowedNatures,
  axaMissionNumberError,
  CreationOrigine,
  NATURE_CHANGE_REFUSED_MESSAGE,
  type FolderPatch,
} from '@plateau/contracts';
import { Invalid } from '../../lib/errors.ts';
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
  checkAssistanceProvider(folder, columns);
  return columns;
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
