import { usePlanPrices } from '../../../lib/api/payments';
import { priceSummaryText } from './plans';

/**
 * What Shortlist costs, from the server's configuration, where a visitor decides (landing,
 * sign-up): the free downloads, then both plans, paid once. Hidden until the prices are
 * known: a price that might be wrong is worse than none. (The empty, hidden paragraph is
 * where the static landing page's script writes the same sentence.)
 */
export function PriceSummary({ className = '' }: { className?: string }) {
  const prices = usePlanPrices();
  return (
    <p className={className} data-testid="price-summary" hidden={!prices.isSuccess}>
      {prices.isSuccess ? priceSummaryText(prices.data) : null}
    </p>
  );
}
