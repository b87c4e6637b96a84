import type { FastifyPluginAsync } from 'fastify';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { infoRoutes } from './info/info.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { referentialRoutes } from './referentials/referentials.routes.ts';
import { alarmRoutes } from './alarms/alarms.routes.ts';
import { supportRoutes } from './support/support.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { accountSettingsRoutes } from './account/account-settings.routes.ts';
import { fleetRoutes } from './fleet/fleet.routes.ts';
import { geocodeRoutes } from './geocode/geocode.routes.ts';
import { folderRoutes } from './folders/folders.routes.ts';
import { folderActionRoutes } from './folders/folder-actions.routes.ts';
import { missionRoutes } from './missions/missions.routes.ts';
import { folderMessageRoutes } from './folders/folder-messages.routes.ts';
import { folderDocumentRoutes } from './folders/folder-documents.routes.ts';
import { folderTrackingRoutes } from './folders/folder-tracking.routes.ts';
import { folderImportRoutes } from './folder-imports/folder-imports.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { valorisationRoutes } from './valorisation/valorisation.routes.ts';
import { folderEventRoutes } from './folders/folder-events.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { thingsRoutes } from './things/things.routes.ts';
import { iotUplinkRoutes } from './things/iot-uplinks.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { invoiceRoutes } from './invoices/invoices.routes.ts';
import { accountingRoutes } from './accounting/accounting.routes.ts';
import { customerRoutes } from './customers/customers.routes.ts';
import { accountsAdminRoutes } from './accounts/accounts-admin.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { vehicleEventJobs } from './vehicle-events/vehicle-events.plugin.ts';
import { reportConfigurationRoutes } from './report-configurations/report-configurations.routes.ts';
import { publicTrackingRoutes } from './tracking/public-tracking.routes.ts';
import { connectorsRoutes } from './connectors/connectors.routes.ts';
import { connectorJobs } from './connectors/connector-scheduler.ts';
import { notificationJobs } from './notifications/notifications.plugin.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { journalRoutes } from './journal/journal.routes.ts';
import { personalDataRoutes } from './personal-data/personal-data.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { driverAppRoutes } from './driver-app/driver-app.routes.ts';
import { paymentRoutes } from './payments/index.ts';
import { receivableRoutes } from './receivables/index.ts';
import { paymentLinkRoutes, paymentWebhookRoutes, publicPaymentLinkRoutes } from './payment-links/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { eInvoicingJobs, eInvoicingRoutes, receivedInvoiceRoutes } from './e-invoicing/index.ts';
import { eReportingRoutes, platformWebhookRoutes } from './e-invoicing/index.ts';
import { yardRoutes, yardSettingsRoutes } from './yard/index.ts';
import { yardReportRoutes } from './yard/index.ts';
import { folderPricingRoutes, publicQuoteRoutes, quoteRoutes, tariffGridRoutes } from './pricing/index.ts';
import { publicConditionRoutes, vehicleConditionRoutes } from './vehicle-condition/index.ts';

/** Every feature module, registered in this order by app.ts. */
export const modules: FastifyPluginAsync[] = [
  oauthRoutes,
  infoRoutes,
  accountRoutes,
  referentialRoutes,
  alarmRoutes,
  supportRoutes,
  accountsRoutes,
  accountSettingsRoutes,
  fleetRoutes,
  geocodeRoutes,
  folderRoutes,
  folderActionRoutes,
  missionRoutes,
  calendarRoutes,
  folderMessageRoutes,
  folderDocumentRoutes,
  folderTrackingRoutes,
  folderImportRoutes,
  reportRoutes,
  valorisationRoutes,
  folderEventRoutes,
  placesRoutes,
  thingsRoutes,
  iotUplinkRoutes,
  statsRoutes,
  invoiceRoutes,
  paymentRoutes,
  receivableRoutes,
  paymentLinkRoutes,
  publicPaymentLinkRoutes,
  paymentWebhookRoutes,
  reminderRoutes,
  accountingRoutes,
  customerRoutes,
  accountsAdminRoutes,
  usersRoutes,
  vehicleEventJobs,
  reportConfigurationRoutes,
  publicTrackingRoutes,
  connectorsRoutes,
  connectorJobs,
  notificationRoutes,
  notificationJobs,
  journalRoutes,
  personalDataRoutes,
  driverAppRoutes,
  eInvoicingRoutes,
  receivedInvoiceRoutes,
  eInvoicingJobs,
  eReportingRoutes,
  platformWebhookRoutes,
  yardRoutes,
  yardSettingsRoutes,
  yardReportRoutes,
  tariffGridRoutes,
  folderPricingRoutes,
  quoteRoutes,
  publicQuoteRoutes,
  vehicleConditionRoutes,
  publicConditionRoutes,
];
