import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { deleteOrConflict } from '../../lib/foreign-key.ts';
import { resolveAccountingAccount } from './accounting-access.ts';
import { referentialStore, type Page, type ReferentialTable } from './referential-store.ts';

export const READ_ONLY_MESSAGE =
  'Cette donnée fait partie du paramétrage par défaut : elle ne peut être ni modifiée ni supprimée';

/** What differs between the five referentials; the flow of their calls is the same. */
export interface ReferentialDefinition<T extends ReferentialTable, Dto, Create, Patch> {
  table: T;
  /** « Ce code TVA n'existe pas ». */
  notFoundMessage: string;
  /** When a row the schema references is deleted anyway (an invoice line…). */
  inUseMessage: string;
  toDtos(db: DbOrTx, accountId: number, rows: InferSelectModel<T>[]): Promise<Dto[]>;
  toValues(body: Create | Patch): Partial<Omit<InferInsertModel<T>, 'id' | 'accountId'>>;
  /** Refuses (400) a reference to a row the account does not have. */
  checkReferences?(db: DbOrTx, accountId: number, body: Create | Patch): Promise<void>;
  /** Names what still uses the row (« Ce code TVA est utilisé par l'article ABC »), or null. */
  usedBy?(db: DbOrTx, accountId: number, id: number): Promise<string | null>;
}

type Values<T extends ReferentialTable> = Omit<InferInsertModel<T>, 'id' | 'accountId'>;

/** What the routes call; accountId is the optional query parameter of a supervisor. */
export interface ReferentialCalls<Dto, Create, Patch> {
  list(
    db: Db,
    auth: AuthContext,
    accountId: number | undefined,
    page?: Page,
  ): Promise<{ rows: Dto[]; total: number }>;
  picker(db: Db, auth: AuthContext, accountId: number | undefined): Promise<Dto[]>;
  get(db: Db, auth: AuthContext, accountId: number | undefined, id: number): Promise<Dto>;
  create(db: Db, auth: AuthContext, accountId: number | undefined, body: Create): Promise<Dto>;
  patch(db: Db, auth: AuthContext, accountId: number | undefined, id: number, body: Patch): Promise<Dto>;
  remove(db: Db, auth: AuthContext, accountId: number | undefined, id: number): Promise<void>;
}

/** The list, picker, create, patch-by-difference and delete of one referential. */
export function referentialService<T extends ReferentialTable, Dto, Create, Patch>(
  def: ReferentialDefinition<T, Dto, Create, Patch>,
): ReferentialCalls<Dto, Create, Patch> {
  const store = referentialStore(def.table);
  const one = async (db: DbOrTx, accountId: number, row: InferSelectModel<T>) =>
    (await def.toDtos(db, accountId, [row]))[0]!;
  const findEditable = async (db: DbOrTx, accountId: number, id: number) => {
    const row = await store.find(db, accountId, id);
    if (!row) throw new NotFound(def.notFoundMessage);
    if ((row as { readOnly: boolean }).readOnly) throw new Conflict(READ_ONLY_MESSAGE);
    return row;
  };

  return {
    async list(db: Db, auth: AuthContext, accountId: number | undefined, page?: Page) {
      const target = await resolveAccountingAccount(db, auth, accountId);
      const { rows, total } = await store.list(db, target, page);
      return { rows: await def.toDtos(db, target, rows), total };
    },
    async picker(db: Db, auth: AuthContext, accountId: number | undefined): Promise<Dto[]> {
      const target = await resolveAccountingAccount(db, auth, accountId);
      return def.toDtos(db, target, (await store.list(db, target)).rows);
    },
    async get(db: Db, auth: AuthContext, accountId: number | undefined, id: number): Promise<Dto> {
      const target = await resolveAccountingAccount(db, auth, accountId);
      const row = await store.find(db, target, id);
      if (!row) throw new NotFound(def.notFoundMessage);
      return one(db, target, row);
    },
    async create(db: Db, auth: AuthContext, accountId: number | undefined, body: Create): Promise<Dto> {
      const target = await resolveAccountingAccount(db, auth, accountId);
      return db.transaction(async (tx) => {
        await def.checkReferences?.(tx, target, body);
        const row = await store.insert(tx, target, def.toValues(body) as Values<T>);
        return one(tx, target, row);
      });
    },
    /** Only the fields sent are written; an empty patch writes nothing and answers the row. */
    async patch(db, auth, accountId, id, body) {
      const target = await resolveAccountingAccount(db, auth, accountId);
      return db.transaction(async (tx) => {
        const row = await findEditable(tx, target, id);
        const values = def.toValues(body);
        if (Object.keys(values).length === 0) return one(tx, target, row);
        await def.checkReferences?.(tx, target, body);
        return one(tx, target, await store.update(tx, target, id, values));
      });
    },
    async remove(db: Db, auth: AuthContext, accountId: number | undefined, id: number): Promise<void> {
      const target = await resolveAccountingAccount(db, auth, accountId);
      await db.transaction(async (tx) => {
        await findEditable(tx, target, id);
        const user = await def.usedBy?.(tx, target, id);
        if (user) throw new Conflict(user);
        await deleteOrConflict(() => store.remove(tx, target, id), def.inUseMessage);
      });
    },
  };
}
