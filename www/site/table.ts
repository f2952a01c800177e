// A small table filled from texts: a header row of column titles and one row per entry
// (the analysis page's points, the review's summary).

/** Replaces the table's head and body; each row's `data` becomes its data- attributes. */
export function fillTable(table: HTMLTableElement, head: readonly string[], rows: readonly { cells: readonly string[]; data?: Record<string, string> }[]): void {
  const tr = document.createElement('tr');
  for (const text of head) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    tr.append(th);
  }
  table.tHead?.replaceChildren(tr);
  table.tBodies[0]?.replaceChildren(
    ...rows.map((row) => {
      const line = document.createElement('tr');
      Object.assign(line.dataset, row.data ?? {});
      for (const text of row.cells) {
        const td = document.createElement('td');
        td.textContent = text;
        line.append(td);
      }
      return line;
    }),
  );
}
