import { Accordion, Text } from '@mantine/core';
import { formatEuros, valorisationNatureTitle, type ValorisationProposal } from '@plateau/contracts';
import { formatListDate } from '../../../../lib/dates.ts';
import { ValorisationCard } from './valorisation-card.tsx';

/** Spec 2 §2: the past proposals, collapsed, latest first. */
export function ValorisationHistory({ proposals }: { proposals: ValorisationProposal[] }) {
  if (proposals.length === 0) return null;
  const latestFirst = proposals.map((proposal, index) => ({ proposal, index })).reverse();
  return (
    <div>
      <Text fw={600} mb="xs">
        {proposals.length === 1 ? 'Proposition précédente' : `${proposals.length} propositions précédentes`}
      </Text>
      <Accordion variant="separated" multiple>
        {latestFirst.map(({ proposal, index }) => (
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Control>
              {valorisationNatureTitle(proposal.nature)} — le {formatListDate(proposal.proposedAt)} par{' '}
              {proposal.proposedBy} — {formatEuros(proposal.totalTtc ?? null)} TTC
            </Accordion.Control>
            <Accordion.Panel>
              <ValorisationCard valorisation={proposal} editable={false} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
