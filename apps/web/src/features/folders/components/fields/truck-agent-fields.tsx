import { Select, SimpleGrid } from '@mantine/core';
import { driverAfterTruckChange } from '@plateau/contracts';
import { useRef } from 'react';
import { agentOptions, useAgents } from '../../api/get-agents.ts';
import { truckOptions, useTrucks } from '../../api/get-trucks.ts';

export interface Assignment {
  truckId: number | null;
  agentId: number | null;
}

interface TruckAgentFieldsProps extends Assignment {
  onChange: (assignment: Partial<Assignment>) => void;
  readOnly?: boolean;
  /** Issue 20: a sent mission keeps its truck; its intervenant may stay open. */
  truckReadOnly?: boolean;
  agentReadOnly?: boolean;
  /** One field a row: in a window, side by side cuts a long truck name (issue 20 §4.14). */
  stacked?: boolean;
}

const idOf = (value: string | null) => (value ? Number(value) : null);

/**
 * Who does the mission: a truck, an agent (intervenant), or both; empty means null (spec 2 §5).
 * Choosing a truck brings its usual driver when the driver is empty or came from the previous
 * truck (driverAfterTruckChange); a driver chosen by hand, or one already there, stays.
 */
export function TruckAgentFields({
  truckId,
  agentId,
  onChange,
  readOnly,
  truckReadOnly,
  agentReadOnly,
  stacked = false,
}: TruckAgentFieldsProps) {
  const fleet = useTrucks();
  const trucks = truckOptions(fleet);
  const agents = agentOptions(useAgents());
  // Whether the driver on screen was filled from the truck (then the next truck may replace it).
  const agentFromTruck = useRef(false);
  const chooseTruck = (value: string | null) => {
    const next = idOf(value);
    if (readOnly || agentReadOnly) return onChange({ truckId: next });
    const usualAgentId = fleet.find((truck) => truck.id === next)?.usualAgentId;
    const driver = driverAfterTruckChange({ agentId, agentFromTruck: agentFromTruck.current, usualAgentId });
    agentFromTruck.current = driver.agentFromTruck;
    onChange(driver.agentId === agentId ? { truckId: next } : { truckId: next, agentId: driver.agentId });
  };
  const chooseAgent = (value: string | null) => {
    agentFromTruck.current = false;
    onChange({ agentId: idOf(value) });
  };
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Véhicule"
        placeholder="Aucun"
        data={trucks}
        value={truckId ? String(truckId) : null}
        onChange={chooseTruck}
        readOnly={readOnly || truckReadOnly}
        clearable={!(readOnly || truckReadOnly)}
        searchable
        nothingFoundMessage="Aucun véhicule"
      />
      <Select
        label="Intervenant"
        placeholder="Aucun"
        data={agents}
        value={agentId ? String(agentId) : null}
        onChange={chooseAgent}
        readOnly={readOnly || agentReadOnly}
        clearable={!(readOnly || agentReadOnly)}
        searchable
        nothingFoundMessage="Aucun intervenant"
      />
    </SimpleGrid>
  );
}
