import { Spinner } from '../../../components/ui/spinner';
import { usePurchases } from '../../../lib/api/payments';
import { formatAmount, planName } from './plans';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The account page's list of purchases: plan, date, amount. */
export function PurchasesSection() {
  const purchases = usePurchases();
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-navy-900">Purchases</h2>
      {purchases.isPending && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner size="sm" /> Loading purchases...
        </p>
      )}
      {purchases.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {purchases.error.message}
        </p>
      )}
      {purchases.isSuccess && purchases.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No purchases yet.</p>
      )}
      {purchases.isSuccess && purchases.data.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">Plan</th>
              <th className="py-1 font-medium">Date</th>
              <th className="py-1 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {purchases.data.map((p) => (
              <tr key={p.id} className="border-t border-slate-100">
                <td className="py-1.5">{planName(p.plan)}</td>
                <td className="py-1.5">{date(p.createdAt)}</td>
                <td className="py-1.5 text-right">{formatAmount(p.amountCents, p.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
