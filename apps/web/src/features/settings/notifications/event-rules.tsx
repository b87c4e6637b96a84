import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { Button, Card, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  EVENT_RULE_TYPE_LABELS,
  type NotificationConfiguration,
  type NotificationConfigurationsPatch,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { confirmYesNo } from '../../../components/confirm-dialog.tsx';
import { notifyDeleted, notifySaved } from '../../../components/notify.tsx';
import { draftOfRule, EventRuleModal, NEW_RULE, type RuleDraft } from './event-rule-modal.tsx';

interface EventRulesProps {
  rules: NotificationConfiguration[];
  saving: boolean;
  save: (patch: Partial<NotificationConfigurationsPatch>, done: () => void) => void;
}

function ruleDetail(rule: NotificationConfiguration): string {
  switch (rule.type) {
    case 'ON_SPEED':
      return `Au-delà de ${rule.speed} km/h`;
    case 'ON_CODE':
      return rule.code ? `Code ${rule.code}` : 'Tout code';
    case 'ON_REPORT_EVENT':
      return rule.containTextOnReportEvent ? `Contient « ${rule.containTextOnReportEvent} »` : 'Tout rapport';
    default:
      return `Sévérité ${rule.severity} ou plus`;
  }
}

/** The event rules (the entries without mission type), their editor and their deletion. */
export function EventRules({ rules, saving, save }: EventRulesProps) {
  const [editing, setEditing] = useState<NotificationConfiguration | 'new' | null>(null);

  const onSave = (draft: RuleDraft) => {
    const done = () => {
      setEditing(null);
      notifySaved();
    };
    if (editing === 'new') return save({ added: [draft] }, done);
    const saved = draftOfRule(editing as NotificationConfiguration);
    const changed = (Object.keys(draft) as (keyof RuleDraft)[]).filter(
      (name) => JSON.stringify(draft[name]) !== JSON.stringify(saved[name]),
    );
    if (changed.length === 0) return done();
    save(
      {
        changed: [
          {
            id: (editing as NotificationConfiguration).id,
            ...Object.fromEntries(changed.map((n) => [n, draft[n]])),
          },
        ],
      },
      done,
    );
  };

  const remove = async (rule: NotificationConfiguration) => {
    const confirmed = await confirmYesNo({ text: 'Êtes-vous sûr de vouloir supprimer cette règle ?' });
    if (confirmed) save({ removed: [rule.id] }, notifyDeleted);
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Règles sur les événements des véhicules</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nouveau
        </Button>
      </Group>
      <DataTable<NotificationConfiguration>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={120}
        records={rules}
        noRecordsText="Aucune règle"
        onRowClick={({ record }) => setEditing(record)}
        rowStyle={() => ({ cursor: 'pointer' })}
        columns={[
          { accessor: 'name', title: 'Nom' },
          { accessor: 'type', title: 'Type', render: (r) => (r.type ? EVENT_RULE_TYPE_LABELS[r.type] : '') },
          { accessor: 'detail', title: 'Condition', render: ruleDetail },
          {
            accessor: 'destinations',
            title: 'Destinataires',
            render: (r) =>
              [...r.destinationPhonesOnReportEvent, ...r.destinationEmailsOnReportEvent].join(', ') || '—',
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <RowActions
                actions={[
                  editAction(r.name ?? 'cette règle', () => setEditing(r)),
                  deleteAction(r.name ?? 'cette règle', () => void remove(r)),
                ]}
              />
            ),
          },
        ]}
      />
      {editing && (
        <EventRuleModal
          isNew={editing === 'new'}
          initial={editing === 'new' ? NEW_RULE : draftOfRule(editing)}
          saving={saving}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
