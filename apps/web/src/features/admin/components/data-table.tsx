import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  useAdminList,
  type AdminListItem,
  type AdminListBody,
  type AdminListName,
} from '../../../lib/api/admin';
import { describeTotal, pagesOf } from './list-total';

type Item<N extends AdminListName> = AdminListItem<N>;

export type Column<N extends AdminListName> = {
  header: string;
  /** The server's sort name (`createdAt`); absent: not sortable. */
  sort?: string;
  cell: (item: Item<N>) => ReactNode;
};

type Sort = { key: string; descending: boolean };

/**
 * One admin list: paginated, sorted and searched by the server, with loading, empty and
 * error states. Every text is rendered as text by React (never as HTML).
 */
export function DataTable<N extends AdminListName>({
  list,
  label,
  columns,
  rowKey,
  extraBody,
  defaultSort,
  searchLabel,
  empty,
}: {
  list: N;
  label: string;
  columns: Column<N>[];
  rowKey: (item: Item<N>) => string;
  extraBody?: Record<string, unknown>;
  defaultSort?: Sort;
  searchLabel: string;
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort | undefined>(defaultSort);
  const limit = 20;

  // Search as one types, once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const body = {
    ...extraBody,
    page,
    limit,
    ...(q && { q }),
    ...(sort && { sort: `${sort.descending ? '-' : ''}${sort.key}` }),
  } as AdminListBody<N>;
  const result = useAdminList(list, body);
  const total = result.data?.total ?? 0;
  const items: Item<N>[] = result.data?.items ?? [];
  const pages = pagesOf(total, limit, page, items.length);

  const toggleSort = (key: string) => {
    setPage(1);
    setSort((current) =>
      current?.key === key ? { key, descending: !current.descending } : { key, descending: false },
    );
  };

  return (
    <div className="space-y-3">
      <form
        role="search"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <label className="text-sm font-medium text-slate-700" htmlFor={`search-${list}`}>
          {searchLabel}
        </label>
        <input
          id={`search-${list}`}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          className="w-64 max-w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
        />
        {result.isFetching && <Spinner size="sm" label="Loading" />}
      </form>

      {result.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
          Could not load this list: {result.error.message}{' '}
          <Button variant="secondary" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </p>
      ) : result.isPending ? (
        <p role="status" className="flex items-center gap-2 p-4 text-slate-600">
          <Spinner size="sm" /> Loading...
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">
          {q && page === 1
            ? `Nothing matches “${q}”.`
            : page > 1
              ? `Nothing on page ${page}: the list ends before it.`
              : empty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                {columns.map((column) => {
                  const active = column.sort !== undefined && sort?.key === column.sort;
                  return (
                    <th
                      key={column.header}
                      scope="col"
                      className="px-4 py-2"
                      aria-sort={
                        active ? (sort?.descending ? 'descending' : 'ascending') : undefined
                      }
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-navy-700"
                          onClick={() => toggleSort(column.sort as string)}
                        >
                          {column.header}
                          <span aria-hidden="true">
                            {active ? (sort?.descending ? '▼' : '▲') : '↕'}
                          </span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) => (
                    <td key={column.header} className="px-4 py-2 align-top break-words">
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{describeTotal(total)}</p>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            disabled={page <= 1 || result.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages.label}
          </span>
          <Button
            variant="secondary"
            disabled={!pages.hasNext || result.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
