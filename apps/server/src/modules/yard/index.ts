/** The yard (fourrière and gardiennage): what other modules may use. */
export { yardRoutes } from './yard.routes.ts';
export { yardSettingsRoutes } from './yard-settings.routes.ts';
