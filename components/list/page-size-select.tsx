'use client';

/** Rows per page (?size=25): choosing one reloads the list from its first page. */
export function PageSizeSelect({ label, size, sizes }: { label: string; size: number; sizes: readonly number[] }) {
  return (
    <select
      name="size"
      className="form-select form-select-sm w-auto"
      aria-label={label}
      defaultValue={size}
      data-testid="page-size"
      onChange={(event) => {
        const form = event.currentTarget.form;
        if (!form) return;
        const page = form.elements.namedItem('page');
        if (page instanceof HTMLInputElement) page.value = '1';
        form.requestSubmit();
      }}
    >
      {sizes.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );
}
