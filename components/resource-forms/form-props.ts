/** What the list hands every resource form: the row being edited (null: a new one). */
export type FormProps<Row> = { row: Row | null; onClose: () => void; onSaved: () => void };

/** POST to create, PUT /{id} to update (SPEC §7). */
export const saveTarget = (resource: string, id: number | undefined) =>
  id === undefined
    ? ({ path: `strict/${resource}`, method: 'POST' } as const)
    : ({ path: `strict/${resource}/${id}`, method: 'PUT' } as const);
