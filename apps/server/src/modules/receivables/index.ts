/** « Encours clients » (issue 29 §4): receivables by customer and age, days to pay, and their export. */
export { receivableRoutes } from './receivables.routes.ts';
