import type { ProductTypeView } from '@cdm/contracts';
import { useState, type ReactNode } from 'react';
import { formatPesos } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState, ErrorState } from '@/ui/states';
import { categoryFigures, type CategoryFigures, type Remote } from '../figures';
import { dashboardTexts, PLAN_SLIDES, PRODUCT_CARDS, unitsTabTexts as t, type ProductCardSpec } from '../texts';
import { PlanDialog } from './plan-dialog';
import { Loading, SubHeading, TabSection } from './tab-section';

function priceText(figures: CategoryFigures): string {
  const price = formatPesos(figures.minPriceCentavos);
  return figures.minPriceCentavos === figures.maxPriceCentavos ? price : t.priceFrom(price);
}

function ProductCard({ spec, figures, onOpenPlans }: { spec: ProductCardSpec; figures: CategoryFigures | null; onOpenPlans: () => void }) {
  const [comingSoonShown, setComingSoonShown] = useState(false);
  const headingId = `product-${spec.category}`;
  const facts: Array<[string, string]> = figures
    ? [
        [t.available, t.availableValue(figures.available, figures.total)],
        [t.price, priceText(figures)],
        [t.area, figures.areasM2.map(t.areaValue).join(' / ')],
        [t.location, spec.location],
      ]
    : [[t.location, spec.location]];

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-graphite-700 bg-graphite-900 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-display text-xl font-bold text-white">
          {spec.title}
        </h4>
        {spec.plans ? null : <Badge tone="warning">{t.comingSoon}</Badge>}
        {spec.plans && !figures ? <Badge>{t.notOnSale}</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {facts.map(([label, value]) => (
          <div key={label} className={label === t.location ? 'col-span-2' : undefined}>
            <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.features}</p>
        <ul className="mt-2 grid gap-1.5 text-sm text-zinc-100">
          {spec.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto grid gap-3">
        {spec.plans ? (
          <Button variant="outline" className="justify-self-start" aria-label={t.viewPlansOf(spec.title)} onClick={onOpenPlans}>
            {t.viewPlans}
          </Button>
        ) : (
          <>
            <Button variant="outline" className="justify-self-start" aria-label={t.viewPlansOf(spec.title)} aria-expanded={comingSoonShown} onClick={() => setComingSoonShown(true)}>
              {t.viewPlans}
            </Button>
            <p role="status" className={comingSoonShown ? 'rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100' : 'sr-only'}>
              {comingSoonShown ? (
                <>
                  <strong className="font-semibold">{t.comingSoonTitle}.</strong> {t.comingSoonBody(spec.title)}
                </>
              ) : null}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * investor-portal.md §2.4 units tab: a card per product category with its live availability, price and area;
 * premium and kart boxes open their architectural plans, drift boxes and lots say 'coming soon';
 * the interactive unit map (reservations) comes from the app layer.
 */
export function UnitsTab({ productTypes, unitMap }: { productTypes: Remote<ProductTypeView[]>; unitMap: ReactNode }) {
  const [plans, setPlans] = useState<ProductCardSpec | null>(null);

  let cards: ReactNode;
  if (productTypes.isPending) cards = <Loading label={t.loading} />;
  else if (productTypes.isError || !productTypes.data) {
    cards = <ErrorState message={t.error} retryLabel={dashboardTexts.retry} onRetry={() => void productTypes.refetch()} />;
  } else if (productTypes.data.length === 0) cards = <EmptyState title={t.empty} />;
  else {
    const data = productTypes.data;
    cards = (
      <ul aria-label={t.listLabel} className="grid gap-4 md:grid-cols-2">
        {PRODUCT_CARDS.map((spec) => (
          <ProductCard key={spec.category} spec={spec} figures={categoryFigures(data, spec.category)} onOpenPlans={() => setPlans(spec)} />
        ))}
      </ul>
    );
  }

  const planFigures = plans && productTypes.data ? categoryFigures(productTypes.data, plans.category) : null;

  return (
    <TabSection id="units" title={t.heading} lead={t.lead}>
      <section aria-labelledby="unit-map-title" className="rounded-xl border border-race-500/40 bg-gradient-to-br from-graphite-900 to-graphite-800 p-5 sm:p-6">
        <SubHeading id="unit-map-title">{t.mapHeading}</SubHeading>
        <p className="mt-2 max-w-2xl text-sm text-zinc-300">{t.mapLead}</p>
        <div className="mt-4">{unitMap}</div>
      </section>
      <section aria-labelledby="products-title" className="grid gap-4">
        <SubHeading id="products-title">{t.listLabel}</SubHeading>
        {cards}
      </section>
      <PlanDialog
        product={plans?.title ?? ''}
        slides={plans?.plans ? PLAN_SLIDES[plans.plans] : []}
        areaM2={planFigures?.areasM2[0] ?? null}
        open={plans !== null}
        onOpenChange={(open) => (open ? undefined : setPlans(null))}
      />
    </TabSection>
  );
}
