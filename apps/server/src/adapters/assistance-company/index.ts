import type { Config } from '../../config.ts';
import type { AssistanceCompany } from './assistance-company.ts';
import { FakeAssistanceCompany } from './fake-assistance-company.ts';
import { NomadAssistanceClient } from './nomad-assistance-client.ts';

export { AssistanceCompanyError, type AssistanceCompany, type OutgoingReport } from './assistance-company.ts';
export { FakeAssistanceCompany } from './fake-assistance-company.ts';

/** Nomad when NOMAD_URL is set; otherwise an in-memory fake (tests, demo). */
export function createAssistanceCompany(config: Config): AssistanceCompany {
  const { url, token } = config.nomad;
  return url ? new NomadAssistanceClient({ url, token }) : new FakeAssistanceCompany();
}
