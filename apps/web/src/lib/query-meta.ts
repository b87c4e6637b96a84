/** What a query or mutation may tell the shell about itself, through TanStack Query's `meta`. */
export interface CallMeta extends Record<string, unknown> {
  /** Label of the top bar's spinner while this call runs (default 'Chargement en cours...'). */
  busyLabel?: string;
  /** Background calls (alarms, account) do not show the spinner. */
  silent?: boolean;
  /** false when the screen shows the failure itself (the login form, the build versions). */
  reportErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}
