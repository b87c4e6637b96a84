import { Select, SimpleGrid } from '@mantine/core';
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

/** Who does the mission: a truck, an agent (intervenant), or both; empty means null (spec 2 §5). */
export function TruckAgentFields({
  truckId,
  agentId,
  onChange,
  readOnly,
  truckReadOnly,
  agentReadOnly,
  stacked = false,
}: TruckAgentFieldsProps) {
  const trucks = truckOptions(useTrucks());
  const agents = agentOptions(useAgents());
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Véhicule"
        placeholder="Aucun"
        data={trucks}
        value={truckId ? String(truckId) : null}
        onChange={(value) => onChange({ truckId: idOf(value) })}
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
        onChange={(value) => onChange({ agentId: idOf(value) })}
        readOnly={readOnly || agentReadOnly}
        clearable={!(readOnly || agentReadOnly)}
        searchable
        nothingFoundMessage="Aucun intervenant"
      />
    </SimpleGrid>
  );
}
