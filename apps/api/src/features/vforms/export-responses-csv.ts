/**
 * The vForm history as CSV, batch by batch on a keyset (created_at, id) so memory stays flat however many
 * responses match; the route streams what this yields. Answers go in one cell as "Label: value; ..." with
 * identity numbers masked; the respondent is named as in the other owner views (respondent-name.ts).
 */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { csvRow } from '../../lib/csv.js';
import {
  personFieldIdColumn,
  type ResponseFilters,
  type ResponseOwner,
  responseConditions,
} from './list-responses.js';
import { answersOf, respondentNameOfRow } from './present-response.js';
import { flattenAnswers } from './readable-answer.js';
import { vformResponses, vformTemplates } from './vforms-tables.js';

const BATCH = 500;

export const responsesCsvHeader = [
  'id',
  'form',
  'status',
  'respondentName',
  'respondentEmail',
  'country',
  'cost',
  'currency',
  'createdAt',
  'answers',
] as const;

export async function* responsesCsv(
  ctx: AppContext,
  owner: ResponseOwner,
  filters: ResponseFilters,
  onRow: () => void,
): AsyncGenerator<string> {
  yield csvRow(responsesCsvHeader);
  const r = vformResponses;
  const base = responseConditions(owner, filters);
  let cursor: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await ctx.db
      .select({ response: r, title: vformTemplates.title, personFieldId: personFieldIdColumn })
      .from(r)
      .innerJoin(vformTemplates, eq(vformTemplates.id, r.templateId))
      .where(
        and(
          ...base,
          cursor
            ? or(
                lt(r.createdAt, cursor.createdAt),
                and(eq(r.createdAt, cursor.createdAt), lt(r.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    let chunk = '';
    for (const { response, title, personFieldId } of rows) {
      chunk += csvRow([
        response.id,
        title,
        response.status,
        respondentNameOfRow(response, { title, personFieldId }),
        response.respondentEmail,
        response.country,
        (response.costAmount / 100).toFixed(2),
        response.currency,
        response.createdAt.toISOString(),
        flattenAnswers(answersOf(response)),
      ]);
      onRow();
    }
    yield chunk;
    const last = rows.at(-1)?.response;
    if (!last || rows.length < BATCH) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
