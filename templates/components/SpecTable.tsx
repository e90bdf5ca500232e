import { TableScroll } from './TableScroll.tsx';
import { useSite } from '../context.ts';

/** A comparison table: one column per plan, one row per spec; scrolls sideways on phones. */
export function SpecTable({
  caption,
  plans,
  rows,
}: {
  caption: string;
  plans: readonly { name: string; popular?: boolean }[];
  rows: readonly { label: string; values: readonly string[] }[];
}) {
  const { plans: words } = useSite().model.ui;
  return (
    <TableScroll label={caption}>
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.plan}</th>
            {plans.map((plan) => (
              <th key={plan.name} scope="col" className={plan.popular ? 'compare-popular' : undefined}>
                {plan.name}
                {plan.popular && <span className="badge badge-popular badge-inline">{words.popular}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={plans[i]?.name ?? i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
