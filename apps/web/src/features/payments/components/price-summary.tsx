import { usePlanPrices } from '../../../lib/api/payments';
import { priceOf } from './plans';

/**
 * What Shortlist costs, from the server's configuration, where a visitor decides (landing,
 * sign-up): the free downloads, then both plans, paid once. Nothing until the prices are
 * known: a price that might be wrong is worse than none.
 */
export function PriceSummary({ className = '' }: { className?: string }) {
  const prices = usePlanPrices();
  if (!prices.isSuccess) return null;
  const { data } = prices;
  return (
    <p className={className} data-testid="price-summary">
      {data.freeDownloads > 0 && (
        <>
          Your first{' '}
          {data.freeDownloads === 1 ? 'download is' : `${data.freeDownloads} downloads are`} free;
          then{' '}
        </>
      )}
      {priceOf(data, 'one-time')} for one resume or {priceOf(data, 'unlimited')} for unlimited
      resumes, paid once (no subscription).
    </p>
  );
}
