/** The vehicle's condition at pickup and delivery (issue 33): what other modules may use. */
export {
  assertMayLeaveThePlace,
  missionVehicleCondition,
  recordConditionMarkPhoto,
  recordConditionPhoto,
  saveVehicleCondition,
} from './vehicle-condition.service.ts';
export { publicConditionRoutes, vehicleConditionRoutes } from './vehicle-condition.routes.ts';
export { attachConditionPdf, queueConditionCopy } from './condition-copy.service.ts';
export { assisteurConditionLink } from './condition-links.ts';
