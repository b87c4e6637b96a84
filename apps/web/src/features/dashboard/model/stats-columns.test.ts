import { describe, expect, it } from 'vitest';
import type { ProviderStatsRow, TruckStatsRow } from '@plateau/contracts';
import { cellText, searchRows, statsColumns, tableCsv } from './stats-columns.ts';

const figures = {
  total: 3,
  received: 66.7,
  accepted: 66.7,
  started: 33.3,
  navigationStarted: null,
  arrivedAtDestination: 33.3,
  departureFromDestination: 33.3,
  finished: 100,
  approcheDelay: 20,
  delayOnPlace: null,
  repareOnPlace: 0,
  pickup: 1,
  missionForNothing: 0,
};
const truck: TruckStatsRow = { truckId: 1, truck: '=Camion 1', ...figures };
const provider: ProviderStatsRow = {
  assistanceProvider: 'AXA_ASSISTANCE',
  assistanceProviderLabel: 'AXA Assistance',
  ...figures,
};

describe('stats columns', () => {
  it('by vehicle: the truck, the total and the seven steps', () => {
    expect(statsColumns('byTruck').map((c) => c.title)).toEqual([
      'Véhicule',
      'Total',
      'Reçue',
      'Acceptée',
      'Départ',
      'Navigation',
      'Sur place',
      'Départ des lieux',
      'Terminée',
    ]);
  });

  it('by assistance company: also the delays and the three outcomes', () => {
    const titles = statsColumns('byAssistanceProvider').map((c) => c.title);
    expect(titles[0]).toBe('Assisteur');
    expect(titles.slice(9)).toEqual([
      "Délai d'approche (min)",
      'Durée sur place (min)',
      'Réparation sur place',
      'Remorquage',
      'Déplacement pour rien',
    ]);
  });

  it("writes percentages in French, and '-' where there is no figure", () => {
    const [, total, received, , , navigation] = statsColumns('byTruck');
    expect(cellText(received!, truck)).toBe('66,7 %');
    expect(cellText(total!, truck)).toBe('3');
    expect(cellText(navigation!, truck)).toBe('-');
  });

  it('searches any cell, case and accents aside', () => {
    const columns = statsColumns('byAssistanceProvider');
    expect(searchRows([provider], columns, 'axa')).toHaveLength(1);
    expect(searchRows([provider], columns, 'mondial')).toHaveLength(0);
    expect(searchRows([provider], columns, '  ')).toHaveLength(1);
  });

  it("makes data.csv: BOM, ';', the screen's cells, formulas neutralised, no figure empty", () => {
    const text = tableCsv([truck], statsColumns('byTruck'));
    expect(text).toBe(
      '\uFEFFVéhicule;Total;Reçue;Acceptée;Départ;Navigation;Sur place;Départ des lieux;Terminée\r\n' +
        "'=Camion 1;3;66,7 %;66,7 %;33,3 %;;33,3 %;33,3 %;100 %\r\n",
    );
  });
});
