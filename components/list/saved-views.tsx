import type { SavedViewsProps } from './saved-views-panel';

/**
 * A person's saved views of a list (issue 17): a button that opens their panel, as markup (issue
 * 19). The panel (its form, the requests, the messages) comes when it is about to be opened, with
 * the list's behaviour (components/list/list-tools.tsx), which reads its props from
 * `data-saved-views`; a panel opened before that fills when it comes.
 */
export function SavedViews({ loading, ...props }: SavedViewsProps & { loading: string }) {
  const { views, labels } = props;
  return (
    <details className="list-view-filters list-saved-views" data-saved-views={JSON.stringify({ ...props, loading })}>
      <summary className="btn btn-sm btn-view" data-testid="saved-views">
        {labels.saved}
        {views.length > 0 && <span className="badge text-bg-secondary ms-1">{views.length}</span>}
      </summary>
      <div className="list-view-panel card card-body shadow-sm" />
    </details>
  );
}
