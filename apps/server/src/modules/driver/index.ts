/** The driver's services other modules may use (the driver app, the connectors, the simulator). */
export { lockDriverMission } from './driver-mission.ts';
export { receiveDriverPhoto } from './driver-photo.service.ts';
