import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('plateau/boundaries', boundaries, {
  valid: [
    {
      filename: '/r/apps/web/src/features/folders/routes/list.tsx',
      code: "import x from '../api/get-folders.ts';",
    },
    {
      filename: '/r/apps/web/src/features/folders/routes/list.tsx',
      code: "import x from '../../../components/ErrorDialog.tsx';",
    },
    { filename: '/r/packages/contracts/src/folders/folder.ts', code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: '/r/apps/web/src/features/folders/routes/list.tsx',
      code: "import x from '../../fleet/api/get-trucks.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/r/packages/contracts/src/account.ts',
      code: "import x from '../../../apps/server/src/db/client.ts';",
      errors: [{ messageId: 'contractsOutward' }],
    },
  ],
});
