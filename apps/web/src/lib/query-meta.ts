/** What a query or mutation may tell the shell about itself, through TanStack Query's `meta`. */
export interface CallMeta extends Record<string, unknown> {
  /** Label of the top bar's spinner while this call runs (default 'Chargement en cours...'). */
  busyLabel?: string;
  /** Background calls (alarms, account) do not show the spinner. */
  silent?: boolean;
  /** false when the screen shows the failure itself (the login form, the build versions). */
  reportErrors?: boolean;
  /** The screen shows this query's failure itself while it has no data: no dialog then (shown once). */
  errorShownByPage?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Whether the error dialog reports a failed query: not when the screen shows the failure itself (once, not twice). */
export const dialogReportsQueryError = (meta: CallMeta | undefined, hasData: boolean): boolean =>
  meta?.reportErrors !== false && !(meta?.errorShownByPage && !hasData);
