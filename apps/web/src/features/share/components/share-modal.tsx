import type { ShareLink } from '@shortlist/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import {
  useCreateShareLink,
  useRevokeShareLink,
  useSetShareDownload,
  useShareLinks,
} from '../../../lib/api/share';

const views = (n: number) => `${n} view${n === 1 ? '' : 's'}`;

/** Copies a link; where the clipboard is refused, the text is selected for Ctrl+C. */
async function copyLink(link: ShareLink, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(link.url);
    toast.success('Link copied.');
  } catch {
    input?.select();
    toast.info('Press Ctrl+C (or ⌘C) to copy the selected link.');
  }
}

function LinkRow({ link }: { link: ShareLink }) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShareLink();
  const setDownload = useSetShareDownload();
  const id = `share-${link.slug}`;
  return (
    <li className="rounded-xl p-3 ring-1 ring-slate-200" data-testid="share-link">
      <label htmlFor={id} className="sr-only">
        Share link
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          ref={setInput}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClasses} min-w-0 flex-1 font-mono text-xs`}
        />
        <Button variant="secondary" onClick={() => void copyLink(link, input)}>
          Copy link
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600">
          {views(link.views)} · created{' '}
          {new Date(link.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
        </span>
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={link.allowDownload}
            disabled={setDownload.isPending}
            onChange={(e) =>
              setDownload.mutate(
                { slug: link.slug, allowDownload: e.target.checked },
                { onError: (error) => toast.error(error.message) },
              )
            }
          />
          Allow downloads
        </label>
        {confirming ? (
          <span className="flex gap-1">
            <Button variant="ghost" className="px-2 py-1" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button
              variant="danger"
              className="px-2 py-1"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(link.slug, {
                  onSuccess: () => toast.success('Link revoked: it no longer works.'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Revoke for good
            </Button>
          </span>
        ) : (
          <Button
            variant="ghost"
            className="px-2 py-1 text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            Revoke
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Share a resume (issue 29): create read-only links, copy them, allow downloads per link, see
 * how many people opened each, revoke them.
 */
export function ShareModal({
  resumeId,
  name,
  onClose,
}: {
  resumeId: string | null;
  name: string;
  onClose: () => void;
}) {
  const links = useShareLinks(resumeId ?? undefined);
  const create = useCreateShareLink();
  return (
    <Modal
      open={resumeId !== null}
      title="Share this resume"
      onClose={onClose}
      size="md"
      footer={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="mb-2 truncate font-semibold text-navy-900" title={name}>
        {name}
      </p>
      <p className="text-sm text-slate-700">
        Anyone with a link sees this resume read-only, as its PDF; search engines are asked not to
        list it. Views are counted without storing who. Downloads from a link, when you allow them,
        need your Unlimited plan or the Single plan on this resume.
      </p>
      <Button
        className="mt-4"
        loading={create.isPending}
        onClick={() =>
          resumeId &&
          create.mutate(resumeId, {
            onSuccess: () => toast.success('Link created. Copy it and send it to anyone.'),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Create a link
      </Button>
      {links.isPending && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> Loading your links...
        </p>
      )}
      {links.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {links.error.message}
        </p>
      )}
      {links.isSuccess && links.data.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">No links to this resume yet.</p>
      )}
      {links.isSuccess && links.data.length > 0 && (
        <ul aria-label="Links to this resume" className="mt-4 space-y-3">
          {links.data.map((link) => (
            <LinkRow key={link.slug} link={link} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
