export { PraxedoClient, PraxedoError, praxedoBaseUrl, PRAXEDO_STATUSES } from './praxedo-client.ts';
export type {
  PraxedoStatus,
  PraxedoStatusUpdate,
  PraxedoWorkOrder,
  PraxedoWorkOrderPage,
} from './praxedo-client.ts';
