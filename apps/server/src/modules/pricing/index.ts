// Pricing (issue 32): tariff grids, the regulated motorway forfait, a folder's calculated price.
export { tariffGridRoutes } from './tariff-grids.routes.ts';
export { folderPricingRoutes } from './folder-pricing.routes.ts';
