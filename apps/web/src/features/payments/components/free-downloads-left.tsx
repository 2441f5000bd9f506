import { useEntitlement } from '../../../lib/api/payments';

/** 'N free downloads left' while the user has no plan; the plan's name once bought. */
export function FreeDownloadsLeft() {
  const entitlement = useEntitlement();
  if (!entitlement.isSuccess) return null;
  const { plan, freeDownloadsLeft } = entitlement.data;
  const text =
    plan === 'unlimited'
      ? 'Unlimited plan: download any resume'
      : plan === 'one-time'
        ? 'Single plan: one resume covered'
        : `${freeDownloadsLeft} free download${freeDownloadsLeft === 1 ? '' : 's'} left`;
  return (
    <p className="mb-4 text-sm font-medium text-navy-700" role="status">
      {text}
      {plan === 'free' && freeDownloadsLeft > 0 && (
        <span className="font-normal text-slate-600">
          {' '}
          · a resume&apos;s first download or print uses one, then every format is free for 24 hours
        </span>
      )}
    </p>
  );
}
