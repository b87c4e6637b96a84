// Pricing (issue 32): tariff grids, the regulated motorway forfait, a folder's calculated price, quotes.
export { tariffGridRoutes } from './tariff-grids.routes.ts';
export { folderPricingRoutes } from './folder-pricing.routes.ts';
export { quoteRoutes } from './quotes.routes.ts';
export { publicQuoteRoutes } from './quote-public.routes.ts';
export { driverDocumentLines, type DriverDocumentLine } from './driver-document-prices.ts';
