import { usePlanPrices } from '../../../lib/api/payments';
import { PRICE_SUMMARY_ROOM, priceSummaryText } from './plans';

/**
 * What Shortlist costs, from the server's configuration, where a visitor decides (landing,
 * sign-up): the free downloads, then both plans, paid once. The sentence appears when the
 * prices are known (a price that might be wrong is worse than none), in room kept for it from
 * the first paint, so nothing below it moves then: an invisible `::before` holds the sentence
 * of a server at its defaults, in the same grid cell as the real one, and the paragraph is as
 * tall as the taller of the two. The static landing page's script writes the same sentence
 * into the empty `<span>` (decision 0902).
 */
export function PriceSummary({ className = '' }: { className?: string }) {
  const prices = usePlanPrices();
  return (
    <p
      className={`grid before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-room)] ${className}`}
      data-testid="price-summary"
      data-room={PRICE_SUMMARY_ROOM}
    >
      <span className="col-start-1 row-start-1">
        {prices.isSuccess ? priceSummaryText(prices.data) : null}
      </span>
    </p>
  );
}
