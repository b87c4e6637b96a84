import {
  drivenKm,
  holidayRegionOfPostcode,
  onSiteMinutes,
  placeKindOf,
  pricedMissionKindOf,
  vehicleCategoryOf,
  type PricingFacts,
} from '@plateau/contracts';
import type { FolderRow, MissionRow } from '../folder-core/index.ts';

/**
 * What the folder tells the grid. The call is the folder's creation (the arrêté's « heure de
 * l'appel »); km are those the truck's positions drew when there are some, else the planned ones;
 * the time on site runs from the arrival to the departure the driver reported.
 */
export function folderPricingFacts(
  folder: FolderRow,
  intervention: MissionRow | undefined,
  accountPostcode: string | null,
): PricingFacts {
  const terms = folder.interventionDepannage ?? {};
  const vehicle = folder.vehicule ?? {};
  const positions = intervention?.positions ?? [];
  const km = drivenKm(positions) ?? (intervention?.positionsKm || null) ?? terms.kmPrevus ?? null;
  return {
    callAt: folder.creationDateTime.toISOString(),
    // The account's region (where the business is); the place's when the account has no address.
    region: holidayRegionOfPostcode(accountPostcode ?? folder.customerPlace?.zipCode),
    vehicleCategory: vehicleCategoryOf(vehicle.type, vehicle.ptac),
    weightKg: vehicle.ptac ?? null,
    placeKind: placeKindOf(terms.typologie, terms.peripheriqueVoieRapide, folder.customerPlace?.city),
    missionKind: pricedMissionKindOf(terms.nature),
    km,
    onSiteMinutes: onSiteMinutes(
      intervention?.steps.arrivedAtDestination?.dateTime,
      intervention?.steps.departureFromDestination?.dateTime,
    ),
    storageDays: null,
  };
}
