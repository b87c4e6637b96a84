import { MessageProvenance, type FolderMessage } from '@plateau/contracts';

export interface MessageRow extends FolderMessage {
  /** 'Exploitation' (the operator) or 'Chauffeur' (the driver). */
  origin: string;
  /** The author, when it says more than the origin. */
  authorLine: string | null;
  /** A driver's message not read yet (the operator's own are read). */
  unread: boolean;
}

/** The Message tab's rows: newest first, so the conversation reads from the top. */
export function messageRows(messages: readonly FolderMessage[]): MessageRow[] {
  return [...messages]
    .sort((a, b) => b.creationDateTime.localeCompare(a.creationDateTime) || b.id - a.id)
    .map((message) => {
      const origin = message.provenance === MessageProvenance.BACKOFFICE ? 'Exploitation' : 'Chauffeur';
      return {
        ...message,
        origin,
        authorLine: message.author && message.author !== origin ? message.author : null,
        unread: !message.markAsRead && message.provenance !== MessageProvenance.BACKOFFICE,
      };
    });
}
