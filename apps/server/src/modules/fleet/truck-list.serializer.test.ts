import { describe, expect, it } from 'vitest';
import { TruckList } from '@plateau/contracts';
import { serializeTruckList } from './truck-list.serializer.ts';

const truck = {
  id: 7,
  name: 'Dépanneuse "03" \u2028 MAN',
  active: true,
  licensePlate: 'EK-903-ZP',
  serialNumber: null,
  ttwId: 'TTW-1-3',
  usualAgentId: 4,
  position: {
    latitude: 45.6973,
    longitude: 4.8854,
    text: 'Vénissieux',
    dateTime: '2026-05-04T08:00:00.000Z',
  },
  positionText: 'Vénissieux',
  positionLatitude: 45.6973,
  positionLongitude: 4.8854,
};

describe('serializeTruckList', () => {
  it('writes what zod would, with or without the current mission, and no other field', () => {
    const list = {
      rows: [
        {
          ...truck,
          currentMission: {
            id: 1,
            folderId: 2,
            orderNo: 'OT1-I',
            externalFolderNo: null,
            missionState: 'MISSION_STARTED',
          },
        },
        { ...truck, id: 8, position: null, currentMission: null, secret: 'never written' },
        { ...truck, id: 9 },
      ],
      total: 3,
    };
    const written = JSON.parse(serializeTruckList(list));
    expect(written).toEqual(JSON.parse(JSON.stringify(TruckList.parse(list))));
    expect(written.rows[1]).not.toHaveProperty('secret');
    expect(written.rows[2]).not.toHaveProperty('currentMission');
  });
});
