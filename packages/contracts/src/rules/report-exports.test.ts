import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';

describe('the package exports the report and document rules', () => {
  it('from its index', () => {
    for (const name of [
      'reportLayout',
      'reportSteps',
      'isNatureChangeAllowed',
      'reportKmFields',
      'isReportReadOnly',
      'reportWriteCheck',
      'showReportLockWarning',
      'canSendReport',
      'stateAfterSendReport',
      'canProduceReportPdf',
      'suggestReportTimes',
      'suggestStartPlace',
      'withReportSuggestions',
      'reportErrors',
      'sniffDocumentType',
      'checkUploadBatch',
      'canAddDocuments',
      'faitGenerateurOptions',
      'ReportDepannagePatch',
      'mergeReportDepannage',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
