import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminDashboard, useMarkComplete } from '../../../lib/api/admin';
import { paths } from '../../../lib/paths';
import { AdminResumePreview } from './admin-resume-preview';
import { SeriesChart } from './charts';
import { DataTable } from './data-table';
import { formatDateTime, shortId } from './short-id';

const RedDot = ({ label }: { label: string }) => (
  <span
    role="img"
    aria-label={label}
    className="inline-block h-2.5 w-2.5 rounded-full bg-red-600"
    data-testid="red-dot"
  />
);

export function DashboardScreen() {
  const dashboard = useAdminDashboard();
  if (dashboard.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="sm" /> Loading...
      </p>
    );
  if (dashboard.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
        Could not load the dashboard: {dashboard.error.message}{' '}
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </p>
    );
  const { users, resumes, support, series } = dashboard.data;
  const cards = [
    { label: 'All User', value: users, to: paths.admin.users },
    { label: 'Total Resumes', value: resumes, to: paths.admin.resumes },
    { label: 'Support message pending', value: support, to: paths.admin.support, dot: support > 0 },
  ];
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <Link
            key={card.label}
            to={card.to}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-navy-300"
          >
            <p className="text-sm font-medium text-slate-600">{card.label}</p>
            <p className="mt-2 flex items-center gap-2 text-3xl font-bold text-navy-900">
              <span data-testid={`card-${card.label}`}>{card.value.toLocaleString('en-US')}</span>
              {card.dot && <RedDot label="Pending messages" />}
            </p>
          </Link>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <SeriesChart title="Signups" points={series.signups} color="#1e3a8a" />
        <SeriesChart title="Resumes" points={series.resumes} color="#b8860b" />
        <SeriesChart title="Visits" points={series.visits} color="#0f766e" />
      </div>
    </div>
  );
}

export function UsersScreen() {
  return (
    <DataTable
      list="users"
      label="All users"
      searchLabel="Search email or name"
      empty="No users yet."
      rowKey={(u) => u._id}
      defaultSort={{ key: 'createdAt', descending: true }}
      columns={[
        { header: 'ID', cell: (u) => <span title={u._id}>{shortId(u._id)}</span> },
        { header: 'Email', sort: 'email', cell: (u) => u.email },
        { header: 'Name', sort: 'name', cell: (u) => u.name },
        { header: 'Role', cell: (u) => u.role },
        { header: 'Joined', sort: 'createdAt', cell: (u) => formatDateTime(u.createdAt) },
      ]}
    />
  );
}

function Progress({ value }: { value: number }) {
  if (value >= 100)
    return (
      <span role="img" aria-label="Complete" className="text-xl font-bold text-green-600">
        ✓
      </span>
    );
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-label="Progress"
      className="h-2.5 w-28 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-navy-600" style={{ width: `${clamped}%` }} />
    </div>
  );
}

export function ResumesScreen() {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <DataTable
        list="resumes"
        label="All resumes"
        searchLabel="Search owner email or name"
        empty="No resumes yet."
        rowKey={(r) => r._id}
        defaultSort={{ key: 'updatedAt', descending: true }}
        columns={[
          { header: 'ID', cell: (r) => <span title={r._id}>{shortId(r._id)}</span> },
          { header: 'User', cell: (r) => r.userEmail },
          { header: 'Name', cell: (r) => r.title },
          { header: 'Complete Step', cell: (r) => r.completeStep },
          { header: 'Progress', cell: (r) => <Progress value={r.progressPercentage} /> },
          { header: 'Updated', sort: 'updatedAt', cell: (r) => formatDateTime(r.updatedAt) },
          {
            header: 'Resume',
            cell: (r) => (
              <Button variant="secondary" onClick={() => setPreview(r._id)}>
                Resume Preview
              </Button>
            ),
          },
        ]}
      />
      <AdminResumePreview id={preview} onClose={() => setPreview(null)} />
    </>
  );
}

export function TrafficScreen() {
  return (
    <DataTable
      list="visitors"
      label="Visitors"
      searchLabel="Search visitor"
      empty="No visits recorded yet."
      rowKey={(v) => v.ip}
      defaultSort={{ key: 'active', descending: true }}
      columns={[
        { header: 'IP', cell: (v) => <span className="font-mono text-xs">{v.ip}</span> },
        { header: 'Last Visit', sort: 'active', cell: (v) => formatDateTime(v.active) },
        {
          header: 'Analysis',
          cell: (v) => (
            <Link className="font-semibold text-navy-700 underline" to={paths.admin.analysis(v.ip)}>
              Check analytics
            </Link>
          ),
        },
      ]}
    />
  );
}

export function AnalysisScreen({ ip }: { ip: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Visitor <span className="font-mono break-all">{ip}</span> ·{' '}
        <Link className="text-navy-700 underline" to={paths.admin.traffic}>
          Back to Traffic
        </Link>
      </p>
      <DataTable
        list="visits"
        label="Visits"
        searchLabel="Search link"
        empty="No visits for this visitor."
        extraBody={{ ip }}
        rowKey={(v) => `${v.time}|${v.url}|${v.count}`}
        defaultSort={{ key: 'time', descending: true }}
        columns={[
          { header: 'Visit Time', sort: 'time', cell: (v) => formatDateTime(v.time) },
          { header: 'Link', cell: (v) => <span className="break-all">{v.url}</span> },
          { header: 'Stay time', sort: 'count', cell: (v) => `${v.count} sec` },
        ]}
      />
    </div>
  );
}

function MarkButton({ id }: { id: string }) {
  const mark = useMarkComplete();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Button variant="primary" className="!bg-green-600" disabled>
        Complete
      </Button>
    );
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        loading={mark.isPending}
        onClick={() => mark.mutate(id, { onSuccess: () => setDone(true) })}
      >
        Mark Complete
      </Button>
      {mark.isError && (
        <span role="alert" className="text-xs text-red-700">
          {mark.error.message}
        </span>
      )}
    </span>
  );
}

export function SupportScreen() {
  return (
    <DataTable
      list="messages"
      label="Support messages"
      searchLabel="Search email"
      empty="No support messages yet."
      rowKey={(m) => m._id}
      defaultSort={{ key: 'createdAt', descending: true }}
      columns={[
        {
          header: 'Date',
          sort: 'createdAt',
          cell: (m) => (
            <span className="inline-flex items-center gap-2 whitespace-nowrap">
              {!m.status && <RedDot label="Unread" />}
              {formatDateTime(m.createdAt)}
            </span>
          ),
        },
        { header: 'Email', cell: (m) => m.email },
        {
          header: 'Message',
          cell: (m) => <span className="whitespace-pre-wrap">{m.message}</span>,
        },
        {
          header: 'Action',
          cell: (m) =>
            m.status ? (
              <Button variant="primary" className="!bg-green-600" disabled>
                Complete
              </Button>
            ) : (
              <MarkButton id={m._id} />
            ),
        },
      ]}
    />
  );
}
