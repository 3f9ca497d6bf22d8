import type { ReactNode } from 'react';

export type TableColumn = {
  /** React's key; the label when it is text. */
  key?: string;
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
  /** A column is its header's text, or a TableColumn. */
  columns: readonly (string | TableColumn)[];
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
          {columns.map((item, index) => {
            const column = typeof item === 'string' ? { label: item } : item;
            const key = column.key ?? (typeof column.label === 'string' ? column.label : index);
            return (
              <th key={key} scope="col" aria-sort={column.sort}>
                {column.hiddenLabel ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return frameClassName ? <div className={frameClassName}>{table}</div> : table;
}
