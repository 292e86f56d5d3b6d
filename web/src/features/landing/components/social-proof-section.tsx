import { socialProofStats } from '../social-proof';
import { usePublicStatsQuery } from '../use-public-stats-query';

export function SocialProofSection() {
  const { data } = usePublicStatsQuery();
  const stats = socialProofStats(data);
  return (
    <section aria-labelledby="social-proof-heading" className="bg-blue-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="social-proof-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          BotLens in numbers
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-blue-50">{stat.label}</dt>
              <dd className="text-xl font-extrabold tabular-nums [overflow-wrap:anywhere] sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
