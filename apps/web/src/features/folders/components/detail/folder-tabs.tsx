import { Badge, Tabs } from '@mantine/core';
import {
  folderTabLabels,
  unreadMessageCount,
  visibleFolderTabs,
  type Folder,
  type FolderTab,
} from '@plateau/contracts';
import type { ReactNode } from 'react';
import { ScreenPlaceholder } from '../../../../components/screen-placeholder.tsx';
import classes from './folder-tabs.module.css';

interface FolderTabsProps {
  folder: Folder;
  isAssisteur: boolean;
  tab: FolderTab;
  onTab: (tab: FolderTab) => void;
  dossier: ReactNode;
  /** The 'Message' tab's content (issue 6). */
  message?: ReactNode;
  /** The 'Document' tab's content (issue 6). */
  documents?: ReactNode;
  /** The 'Rapport' tab's content (issue 6). */
  report?: ReactNode;
  /** The 'Valorisation' tab's content (issue 7). */
  valorisation?: ReactNode;
  /** The 'Flux de travail' tab's content (issue 7). */
  events?: ReactNode;
  /** The 'Statistiques' tab's content (issue 7). */
  statistics?: ReactNode;
}

/** The detail's tabs by the visibility rules; all but 'Dossier' come with a later part of the product. */
export function FolderTabs({
  folder,
  isAssisteur,
  tab,
  onTab,
  dossier,
  message,
  documents,
  report,
  valorisation,
  events,
  statistics,
}: FolderTabsProps) {
  const tabs = visibleFolderTabs(folder, isAssisteur);
  const unread = unreadMessageCount(folder.messages);
  return (
    <Tabs
      value={tabs.includes(tab) ? tab : 'DOSSIER'}
      onChange={(value) => value && onTab(value as FolderTab)}
      keepMounted={false}
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List mb="md">
        {tabs.map((key) => (
          <Tabs.Tab
            key={key}
            value={key}
            rightSection={
              key === 'MESSAGE' && unread > 0 ? (
                <Badge size="xs" circle color="red">
                  {unread}
                </Badge>
              ) : undefined
            }
          >
            {folderTabLabels[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((key) => (
        <Tabs.Panel key={key} value={key}>
          {key === 'DOSSIER' ? (
            dossier
          ) : key === 'MESSAGE' && message ? (
            message
          ) : key === 'DOCUMENT' && documents ? (
            documents
          ) : key === 'RAPPORT' && report ? (
            report
          ) : key === 'VALORISATION' && valorisation ? (
            valorisation
          ) : key === 'FLUX' && events ? (
            events
          ) : key === 'STATISTIQUES' && statistics ? (
            statistics
          ) : (
            <ScreenPlaceholder
              description={`L'onglet « ${folderTabLabels[key]} » arrive dans une prochaine version.`}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
