import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

/**
 * The dashboard's tables: sideways scrolling on a narrow screen (TableScroll), a caption (for
 * screen readers only unless `caption` is given), one header cell per column, the rows, and a
 * line under the table when there are none.
 */
export function DataTable(props: {
  label: string;
  caption?: string;
  /** Column headings; `false` leaves a column out (e.g. one only an owner sees). */
  columns: readonly (string | false)[];
  /** Shown under the table when it has no rows; `false` or absent while there is no answer yet. */
  empty?: string | false | undefined;
  children: ReactNode;
}) {
  return (
    <TableScroll label={props.label}>
      <table>
        <caption className={props.caption ? undefined : 'sr-only'}>{props.caption ?? props.label}</caption>
        <thead>
          <tr>
            {props.columns.map(
              (heading) =>
                heading && (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
      {props.empty && <p>{props.empty}</p>}
    </TableScroll>
  );
}
