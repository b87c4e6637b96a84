export {
  PraxedoClient,
  PraxedoError,
  praxedoHostPort,
  PRAXEDO_REFUSED_CREDENTIALS,
  PRAXEDO_STATUSES,
  PRAXEDO_UNREACHABLE,
} from './praxedo-client.ts';
export type {
  PraxedoStatus,
  PraxedoStatusUpdate,
  PraxedoWorkOrder,
  PraxedoWorkOrderPage,
} from './praxedo-client.ts';
