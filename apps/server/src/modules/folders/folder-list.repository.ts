import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  folderCountCap,
  folderSearchNeedle,
  MissionKind,
  MissionStepCode,
  type AssistanceProvider,
  type CreationOrigine,
  type FolderListQuery,
  type FolderState,
  type MissionState,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';

/** LIKE wildcards typed by the user are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface FolderSummaryRow {
  id: number;
  accountId: number;
  accountName: string;
  orderNo: string;
  externalNumber: string | null;
  folderState: FolderState;
  creationOrigine: CreationOrigine;
  creationDateTime: Date;
  assistanceProvider: AssistanceProvider | null;
  cancellable: boolean;
  missionId: number | null;
  missionState: MissionState | null;
  /** The latest step the driver reported (« Reçue », « Sur place »… rather than « Envoyée »). */
  missionLatestStep: MissionStepCode | null;
  missionDateTime: Date | null;
  truckId: number | null;
  truckName: string | null;
  agentId: number | null;
  agentName: string | null;
  customerName: string | null;
  city: string | null;
  registration: string | null;
}

/** The latest step of m.steps, by the order of MissionStepCode (as latestStep reads it). */
const LATEST_STEP_SQL = `case ${[...MissionStepCode]
  .reverse()
  .map((step) => `when (m.steps -> '${step}') is not null then '${step}'`)
  .join(' ')} end`;

const summaryColumns: Record<keyof FolderSummaryRow, string> = {
  id: 'f.id',
  accountId: 'f.account_id',
  accountName: 'a.name',
  orderNo: 'f.order_no',
  externalNumber: 'f.external_number',
  folderState: 'f.folder_state',
  creationOrigine: 'f.creation_origine',
  creationDateTime: 'f.creation_date_time',
  assistanceProvider: 'f.assistance_provider',
  cancellable: 'f.cancellable',
  missionId: 'm.id',
  missionState: 'f.mission_state',
  missionLatestStep: LATEST_STEP_SQL,
  missionDateTime: 'f.mission_date_time',
  truckId: 'f.truck_id',
  truckName: 't.name',
  agentId: 'f.agent_id',
  agentName: 'g.name',
  customerName: 'f.customer_name',
  city: 'f.city',
  registration: 'f.registration',
};
const selectList = Object.entries(summaryColumns)
  .map(([alias, column]) => `${column} as "${alias}"`)
  .join(', ');

/** The filters of a query in the order their parameters follow the scope's. */
function filters(q: FolderListQuery): { sql: (param: string) => string; value: unknown }[] {
  const present: { sql: (param: string) => string; value: unknown }[] = [];
  const add = (value: unknown, condition: (param: string) => string) => {
    if (value !== undefined) present.push({ sql: condition, value });
  };
  add(q.accountId, (p) => `"folders"."account_id" = ${p}`);
  add(q.assistanceProvider, (p) => `"folders"."assistance_provider" = ${p}`);
  add(q.truckId, (p) => `"folders"."truck_id" = ${p}`);
  add(
    q.damage,
    (p) =>
      `(${p}::text = 'reported' and exists (select 1 from "vehicle_condition_reports" "v" where "v"."folder_id" = "folders"."id" and "v"."damage_reported"))`,
  );
  add(q.agentId, (p) => `"folders"."agent_id" = ${p}`);
  // One state is an equality, which the (account, state, date) index serves in date order; several
  // are one array parameter whatever their number, so the statement keeps its shape.
  const oneOrAny = (column: string, values: readonly string[] | undefined) => {
    if (values?.length === 1) add(values[0], (p) => `"folders"."${column}" = ${p}`);
    else add(values, (p) => `"folders"."${column}" = any(${p}::text[])`);
  };
  oneOrAny('folder_state', q.folderState);
  oneOrAny('mission_state', q.missionState);
  add(q.startDate, (p) => `"folders"."creation_date_time" >= ${p}::timestamptz`);
  add(q.endDate, (p) => `"folders"."creation_date_time" <= ${p}::timestamptz`);
  // search_text is stored folded (lower case, no accents): LIKE on a pattern folded the same way
  // ignores case and accents, several times faster than ILIKE, and both the trigram and the
  // covering btree indexes serve it. A phone typed is looked for as its key (digits, +33 → 0).
  add(q.text && `%${escapeLike(folderSearchNeedle(q.text))}%`, (p) => `"folders"."search_text" like ${p}`);
  return present;
}

interface Statement {
  /**
   * A named prepared statement on PostgreSQL: parsed once per connection, and planned once when
   * PostgreSQL finds a generic plan as good. None for a keyword search: how many folders a keyword
   * matches varies too much for one plan (a generic plan scanned a whole account for a rare
   * registration), so each call is planned for its own keyword.
   */
  name: string | undefined;
  text: string;
}

/** The statements built so far, by shape: scope, filters present and order. */
const statements = new Map<string, Statement>();
const dialect = new PgDialect();

/**
 * A keyword search whose page ends within the first folderCountCap + 1 matches: it reads those
 * matches once (buildStatement). A deeper page, or a list without a keyword, counts and pages apart.
 */
const withinCap = (q: FolderListQuery) => Boolean(q.text) && q.page * q.limit <= folderCountCap(q) + 1;

/**
 * The page and the capped count in one statement: the count's row always comes, the page's rows
 * (joined laterally) only when there are any. The page's ids come first from the indexes alone,
 * so a deep page does not read every skipped folder; only the page's rows are then joined.
 */
function buildStatement(
  scopeSql: string,
  scopeParams: number,
  q: FolderListQuery,
  name: string | undefined,
): Statement {
  let n = scopeParams;
  const param = () => `$${++n}`;
  const where = [scopeSql, ...filters(q).map((f) => f.sql(param()))].map((c) => `(${c})`).join(' and ');
  // The page size and the cap are written in the statement (integers the query schema bounds), and
  // the first page has no offset: a plan made once then knows how few rows it reads, and
  // PostgreSQL keeps it instead of planning every call.
  const cap = String(folderCountCap(q) + 1);
  const limit = String(Math.trunc(q.limit));
  const offset = q.page > 1 ? ` offset ${param()}` : '';
  const kind = `'${MissionKind.INTERVENTION}'`;
  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const joins = `inner join "folders" f on f.id = "page"."id"
    inner join "accounts" a on a.id = f.account_id
    left join "missions" m on m.folder_id = f.id and m.kind = ${kind}
    left join "trucks" t on t.id = f.truck_id
    left join "agents" g on g.id = f.agent_id`;
  const order = `order by r."creationDateTime" ${direction}, r."id" ${direction}`;
  if (withinCap(q)) {
    // A keyword's page lies within its first matches: they are found once, in the list's order and
    // no further than the cap, then counted and paged. Counting and paging apart scanned the
    // keyword twice, the count up to 30,000 index entries for a common name (issue 28 §7).
    const text = `with "matches" as materialized (
    select "folders"."id", "folders"."creation_date_time" from "folders" where ${where}
    order by "folders"."creation_date_time" ${direction}, "folders"."id" ${direction} limit ${cap})
  select c.total, r.* from (select count(*)::int as total from "matches") c
  left join lateral (
    select ${selectList}
    from (select "m"."id" from "matches" "m"
          order by "m"."creation_date_time" ${direction}, "m"."id" ${direction}
          limit ${limit}${offset}) "page"
    ${joins}
  ) r on true
  ${order}`;
    return { name, text };
  }
  const text = `select c.total, r.* from
  (select count(*)::int as total from (select 1 from "folders" where ${where} limit ${cap}) "matches") c
  left join lateral (
    select ${selectList}
    from (select "folders"."id" from "folders" where ${where}
          order by "folders"."creation_date_time" ${direction}, "folders"."id" ${direction}
          limit ${limit}${offset}) "page"
    ${joins}
  ) r on true
  ${order}`;
  return { name, text };
}

type Row = FolderSummaryRow & { total: number };

async function run(db: Db, statement: Statement, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query<Row>({ name: statement.name, text: statement.text, values })).rows;
  }
  return (await client.query<Row>(statement.text, values)).rows;
}

/**
 * One page of folders, newest first unless asked otherwise, with the total under the same
 * filters, counted up to folderCountCap (the count stops reading there). The statement's text
 * is built once per shape of query and then prepared: a call only binds its values.
 */
export async function listFolderRows(db: Db, scope: SQL, q: FolderListQuery) {
  const scoped = dialect.sqlToQuery(scope);
  const present = filters(q);
  const shape = `${scoped.sql}|${present.map((f) => f.sql('?')).join('|')}|${q.order}|${q.limit}|${q.page > 1}|${withinCap(q)}`;
  let statement = statements.get(shape);
  if (!statement) {
    const name = q.text ? undefined : `folders_list_${statements.size + 1}`;
    statement = buildStatement(scoped.sql, scoped.params.length, q, name);
    statements.set(shape, statement);
  }
  const values = [
    ...scoped.params,
    ...present.map((f) => f.value),
    ...(q.page > 1 ? [(q.page - 1) * q.limit] : []),
  ];
  const result = await run(db, statement, values);
  const total = result[0]?.total ?? 0;
  const rows: FolderSummaryRow[] = result[0]?.id == null ? [] : result;
  const cap = folderCountCap(q);
  return { rows, total: Math.min(total, cap), totalCapped: total > cap };
}
