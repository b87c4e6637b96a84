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
    {
      filename: '/r/apps/server/src/modules/folders/folders.routes.ts',
      code: "import x from '../../lib/errors.ts';",
    },
    {
      filename: '/r/apps/server/src/modules/folders/folders.routes.ts',
      code: "import x from './folders.service.ts';",
    },
    {
      filename: '/r/apps/server/src/modules/invoices/issue.ts',
      code: "import x from '../folders/index.ts';",
    },
    { filename: '/r/apps/server/src/app.ts', code: "import x from './modules/folders/index.ts';" },
    {
      filename: '/r/apps/server/src/demo/seed/folders.ts',
      code: "import x from '../../modules/folders/index.ts';",
    },
    { filename: '/r/apps/server/src/main.ts', code: "import x from './demo/needs-demo.ts';" },
    { filename: '/r/apps/server/src/modules/x/x.test.ts', code: "import x from '../../app.ts';" },
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
    {
      filename: '/r/apps/server/src/lib/clock.ts',
      code: "import x from '../db/client.ts';",
      errors: [{ messageId: 'serverUpward' }],
    },
    {
      filename: '/r/apps/server/src/app.ts',
      code: "import x from './demo/seed/index.ts';",
      errors: [{ messageId: 'serverUpward' }],
    },
    {
      filename: '/r/apps/server/src/modules/folders/folders.routes.ts',
      code: "import x from '../../plugins/auth.ts';",
      errors: [{ messageId: 'serverUpward' }],
    },
    {
      filename: '/r/apps/server/src/modules/invoices/issue.ts',
      code: "import x from '../folders/folders.repository.ts';",
      errors: [{ messageId: 'modulePrivate' }],
    },
  ],
});
