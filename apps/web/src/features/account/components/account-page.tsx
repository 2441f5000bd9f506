import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PageShell } from '../../../components/ui/page-shell';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import { useDeleteAccount, useExportData } from '../../../lib/api/users-hooks';
import { ChangePasswordSection } from '../../auth';
import { PurchasesSection } from '../../payments';

export function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const exportData = useExportData();
  const deleteAccount = useDeleteAccount(() => {
    toast.success('Your account and all its resumes were deleted.');
    return navigate(paths.home);
  });
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');

  const onDelete = () => deleteAccount.mutate(password);

  return (
    <PageShell title="My account">
      <div className="grid max-w-3xl gap-5">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-navy-900">Profile</h2>
          <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd>{user?.name || 'User'}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd>{user?.email}</dd>
          </dl>
        </section>
        <ChangePasswordSection />
        <PurchasesSection />
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-navy-900">Your data</h2>
          <p className="mt-1 text-sm text-slate-600">
            Everything we hold about you (account, resumes, downloads, purchases) as one JSON file.
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            loading={exportData.isPending}
            onClick={() => exportData.mutate(undefined, { onError: (e) => toast.error(e.message) })}
          >
            Download all my data
          </Button>
        </section>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
          <h2 className="text-lg font-semibold text-red-800">Delete my account</h2>
          <p className="mt-1 text-sm text-slate-600">
            Removes your account, every resume and every session. This cannot be undone.
          </p>
          <Button className="mt-4" variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </section>
      </div>
      <Modal
        open={confirming}
        title="Delete your account?"
        onClose={() => setConfirming(false)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={deleteAccount.isPending}
              disabled={!password}
              onClick={onDelete}
            >
              Delete for good
            </Button>
          </>
        }
      >
        <label htmlFor="confirm-password" className="block text-sm font-medium text-slate-800">
          Enter your password to confirm
        </label>
        <input
          id="confirm-password"
          type="password"
          autoComplete="current-password"
          className={`${inputClasses} mt-1`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {deleteAccount.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {deleteAccount.error.message}
          </p>
        )}
      </Modal>
    </PageShell>
  );
}
