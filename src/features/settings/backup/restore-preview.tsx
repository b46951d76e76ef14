// What a restore would do, table by table, before anything is written.
import { BACKUP_TABLES } from '#domain/studio-backup.ts';
import type { RestorePlan } from '#sync/backup.ts';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { BACKUP as B } from '../messages.ts';

const COLUMNS = ['added', 'same', 'updated', 'kept'] as const;

export function RestoreCounts({ plan }: { plan: RestorePlan }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {B.tableHeading}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-1 py-1 text-right font-medium">
                {B.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 text-stone-900">
          {BACKUP_TABLES.map((table) => (
            <tr key={table}>
              <th scope="row" className="py-1.5 pr-2 font-normal">
                {B.tables[table]}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className="px-1 py-1.5 text-right tabular-nums">
                  {formatNumber(plan.tables[table][column])}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5 pr-2 font-normal">
              {B.images}
            </th>
            <td className="px-1 py-1.5 text-right tabular-nums">{formatNumber(plan.images.added)}</td>
            <td className="px-1 py-1.5 text-right tabular-nums">{formatNumber(plan.images.same)}</td>
            <td />
            <td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function previewDescription(plan: RestorePlan): string {
  return B.previewDescription(formatDate(plan.manifest.made_at), plan.manifest.partial);
}
