import {
  parisDay,
  yardDeadlineState,
  yardFees,
  type YardAuthority,
  type YardEntryDto,
  type YardEntryKind,
  type YardHoldKind,
  type YardReason,
  type YardStatus,
  type YardTariffPeriod,
} from '@plateau/contracts';
import type { YardEntryRow, YardHoldRow } from './yard.repository.ts';

/** What the stay costs when the vehicle leaves at `at` (the fees kept at release once it has left). */
export function feesOf(row: YardEntryRow, periods: YardTariffPeriod[], at: Date) {
  return yardFees(
    {
      category: row.category,
      removedAt: row.removedAt,
      releasedAt: row.exitAt ?? at,
      vehicleRemoved: row.vehicleRemoved,
      immobilisation: row.immobilisation,
      expertise: row.expertise,
      privateDailyCents: row.kind === 'GARDIENNAGE' ? row.privateDailyCents : null,
    },
    periods,
  );
}

export const toHoldDto = (hold: YardHoldRow) => ({
  id: hold.id,
  kind: hold.kind as YardHoldKind,
  placedBy: hold.placedBy,
  placedAt: hold.placedAt.toISOString(),
  note: hold.note,
  liftedBy: hold.liftedBy,
  liftedAt: hold.liftedAt?.toISOString() ?? null,
});

export function toEntryDto(
  row: YardEntryRow,
  context: { holds: YardHoldRow[]; periods: YardTariffPeriod[]; placeLabel: string | null; now: Date },
): YardEntryDto {
  const holds = context.holds.filter((hold) => hold.entryId === row.id);
  const fees = feesOf(row, context.periods, context.now);
  return {
    id: row.id,
    kind: row.kind as YardEntryKind,
    status: row.status as YardStatus,
    folderId: row.folderId,
    authority: row.authority as YardAuthority | null,
    officerName: row.officerName,
    pvNumber: row.pvNumber,
    reason: row.reason as YardReason,
    removedAt: row.removedAt.toISOString(),
    vehicleRemoved: row.vehicleRemoved,
    immobilisation: row.immobilisation,
    expertise: row.expertise,
    lowValue: row.lowValue,
    vehicle: {
      plate: row.plate,
      vin: row.vin,
      make: row.make,
      model: row.model,
      category: row.category,
      colour: row.colour,
      mileage: row.mileage,
      keysKept: row.keysKept,
    },
    placeId: row.placeId,
    placeLabel: context.placeLabel,
    privateDailyCents: row.privateDailyCents,
    owner: row.owner,
    condition: row.condition,
    noticeSentOn: row.noticeSentOn,
    noticeSentBy: row.noticeSentBy,
    abandonmentDay: row.abandonmentDay,
    deadlineState:
      row.status === 'PRESENT' ? yardDeadlineState(row.abandonmentDay, parisDay(context.now)) : 'NONE',
    holds: holds.map(toHoldDto),
    activeHolds: holds.filter((hold) => hold.liftedAt === null).length,
    fees: row.releaseFees
      ? {
          lines: row.releaseFees,
          totalCents: row.releaseFees.reduce((s, l) => s + l.totalCents, 0),
          days: fees.days,
        }
      : fees,
    release: row.release && {
      customerId: null,
      paymentReference: '',
      takerAddress: '',
      invoiceCode: null,
      paidCents: null,
      ...row.release,
    },
    handover: row.handover && { customerId: null, invoiceId: null, invoiceCode: null, ...row.handover },
    exitAt: row.exitAt?.toISOString() ?? null,
  };
}
