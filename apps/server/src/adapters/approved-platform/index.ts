export { FlowServiceClient, SEARCH_LIMIT_MAX } from './flow-service-client.ts';
export type { FlowServiceSettings } from './flow-service-client.ts';
export { PlatformError, PLATFORM_UNREACHABLE } from './platform-errors.ts';
export { buildCdar, parseCdar } from './cdar-message.ts';
export type { CdarStatus } from './cdar-message.ts';
export { readInvoiceSummary } from './invoice-summary.ts';
export type { ReceivedInvoiceSummary } from './invoice-summary.ts';
export type { Flow, FlowInfo, FlowSearchFilters, FlowType, FlowDirection } from './flow-types.ts';
