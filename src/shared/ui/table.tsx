import type { ReactNode } from 'react';

export type TableColumn = {
  key: string;
  /** The header's content: text, or a sort button. */
  label: ReactNode;
  /** A header read by screen readers only ('Actions' above a column of buttons). */
  hiddenLabel?: boolean;
  /** The column's sort state, for a sortable header. */
  sort?: 'ascending' | 'descending' | 'none';
};

/**
 * A data table: a caption (read by screen readers only unless told), one header row of column
 * headers, and the caller's body rows, inside a frame that scrolls sideways when the table is
 * wider than the screen. A `stacked-table` class lays each row out as a card on phones, its
 * cells labelled by their `data-label`.
 */
export function Table({
  caption,
  columns,
  className,
  frameClassName,
  visibleCaption = false,
  children,
}: {
  caption: ReactNode;
  columns: readonly TableColumn[];
  className?: string;
  /** The scrolling frame's class; without it the table has no frame. */
  frameClassName?: string;
  visibleCaption?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      <caption className={visibleCaption ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" aria-sort={column.sort}>
              {column.hiddenLabel ? (
                <span className="visually-hidden">{column.label}</span>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return frameClassName ? <div className={frameClassName}>{table}</div> : table;
}
