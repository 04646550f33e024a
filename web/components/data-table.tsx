import { Children, cloneElement, createContext, isValidElement, useContext } from 'react';

const Headings = createContext<string[]>([]);

/**
 * The size of a button in a DataTable's row, beside the `btn` shortcut it sizes: compact beside
 * the row's text, a finger's height (44 px) on a phone, where the rows stack. Utilities rather than
 * a shortcut, so they win over the shortcut's padding.
 */
export const rowButtonSize = 'min-h-11 px-3 py-1 sm:min-h-0';

/**
 * A table with a header row; rows come as `DataRow`s. Wide screens show a table (it scrolls
 * sideways if it must); phones show each row as a card of "heading: value" lines (styles.css
 * `.data-table`), so every action is in reach without scrolling sideways. The explicit roles keep
 * the table's semantics for screen readers when the cards change how it is displayed.
 */
export function DataTable({ headings, children }: { headings: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table role="table" className="data-table w-full text-left text-sm">
        <thead role="rowgroup" className="bg-slate-50 text-slate-600">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} role="columnheader" scope="col" className="px-3 py-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <Headings.Provider value={headings}>
          <tbody role="rowgroup">{children}</tbody>
        </Headings.Provider>
      </table>
    </div>
  );
}

/**
 * One row of a DataTable: its cells (`td`s, in the headings' order) are labelled for the card view.
 * `className` adds to the row's own (a row the address points at, say).
 */
export function DataRow({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  const headings = useContext(Headings);
  let column = 0;
  return (
    <tr role="row" className={`border-t border-slate-100 ${className}`.trim()}>
      {Children.map(children, (cell) =>
        isValidElement<React.TdHTMLAttributes<HTMLTableCellElement>>(cell)
          ? cloneElement(cell, { role: 'cell', 'data-label': headings[column++] } as object)
          : cell,
      )}
    </tr>
  );
}
