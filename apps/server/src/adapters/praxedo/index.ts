export { PraxedoClient, PraxedoError, praxedoBaseUrl } from './praxedo-client.ts';
