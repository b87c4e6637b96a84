/** Notifications, connectors and reports come with 'Administration, part 2'. */
export const NEXT_VERSION = 'Ce paramétrage arrive dans une prochaine version.';
