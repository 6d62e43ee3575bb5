'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { SavedView, ViewableList } from '@/lib/schemas/saved-views';

type SavedViewLabels = {
  saved: string;
  none: string;
  saveAs: string;
  save: string;
  /** 'Hapus tampilan {name}' with the name filled in. */
  remove: Record<number, string>;
  /** What a failed request says when the server sent no message of its own. */
  errors: Record<ErrorKey, string>;
};
type Client = typeof import('@/lib/client/bff-fetch');
export type SavedViewsProps = {
  resource: ViewableList;
  basePath: string;
  /** The view on screen, as its URL query. */
  current: string;
  views: SavedView[];
  labels: SavedViewLabels;
};
type ErrorKey = 'errors.internal' | 'errors.unauthorized' | 'errors.notFound' | 'errors.network';

/**
 * The panel of a person's saved views of a list (issue 17; saved-views.tsx opens it): each view
 * opens the list as it was saved; the view on screen can be saved under a name (the same name
 * replaces it), and a view deleted.
 */
export default function SavedViewsPanel({ resource, basePath, current, views, labels }: SavedViewsProps) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  // Said in the panel itself: the list's toasts load only with its dialogs.
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [, startTransition] = useTransition();
  // The BFF client (ky) loads with the first request, not with the page.
  const send = async (request: (client: Client) => Promise<{ message: string }>) => {
    setBusy(true);
    let client: Client | undefined;
    try {
      client = await import('@/lib/client/bff-fetch');
      setSaid({ ok: true, text: (await request(client)).message });
      setName('');
      startTransition(() => router.refresh());
    } catch (err) {
      const text = client ? client.errorText(err, (key) => labels.errors[key]) : labels.errors['errors.network'];
      setSaid({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send(({ bff }) =>
      bff<{ message: string }>('strict/account/views', { method: 'POST', json: { resource, name, query: current } }),
    );
  };
  return (
    <>
      {views.length === 0 ? (
        <p className="small text-body-secondary mb-0">{labels.none}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-flex flex-wrap gap-2">
          {views.map((view) => (
            <li key={view.id} className="btn-group btn-group-sm">
              <a className="btn btn-light" href={view.query ? `${basePath}?${view.query}` : basePath}>
                {view.name}
              </a>
              <button
                type="button"
                className="btn btn-light"
                aria-label={labels.remove[view.id]}
                disabled={busy}
                onClick={() =>
                  void send(({ bff }) =>
                    bff<{ message: string }>(`strict/account/views/${view.id}`, { method: 'DELETE' }),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p
        className={`small mb-0 ${said?.ok === false ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
        role={said?.ok === false ? 'alert' : 'status'}
        data-testid="saved-views-said"
      >
        {said?.text}
      </p>
      <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={save}>
        <label className="form-label small mb-0 flex-grow-1">
          {labels.saveAs}
          <input
            className="form-control form-control-sm"
            value={name}
            maxLength={60}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy || !name.trim()}>
          {labels.save}
        </button>
      </form>
    </>
  );
}
