import { MARKETING_FIGURES } from '../analysis-page-content';

/** The four static figures of part 2 §2, labelled as illustrative because nothing measures them. */
export function MarketingFigures() {
  return (
    <section aria-labelledby="marketing-figures-heading" className="space-y-2">
      <h2 id="marketing-figures-heading" className="sr-only">
        AI SEO analysis in figures (illustrative)
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {MARKETING_FIGURES.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-lg border bg-white p-3 text-center shadow-sm"
          >
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-blue-700">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">Illustrative figures, not measured by BotLens.</p>
    </section>
  );
}
