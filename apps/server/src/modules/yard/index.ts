/** The yard (fourrière and gardiennage): what other modules may use (the bell reads its deadline alerts). */
export { yardRoutes } from './yard.routes.ts';
export { yardSettingsRoutes } from './yard-settings.routes.ts';
export { yardReportRoutes } from './yard-reports.routes.ts';
export { yardAlarms } from './yard-deadline-alerts.ts';
