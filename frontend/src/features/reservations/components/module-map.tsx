import type { ProductTypeView, UnitView } from '@cdm/contracts';
import type { KeyboardEvent } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { moduleMapTexts as t, UNIT_STATUS_TEXTS } from '../texts';
import { unitsOfModule, unitTypeName } from '../unit-inventory';
import { MARKER_STYLES, MarkerPatterns, markerKind, patternFill, StatusSwatch, useSvgId } from './unit-status-swatch';

// The level-1 plan of one module, drawn to a rough scale: a 2,200 m² stand with its ten 60 m²
// boxes in a row facing the track. Units are placed by number, so the pairs 1P/1M, 2P/2M… sit together.
const VIEW_WIDTH = 1000;
const VIEW_HEIGHT = 470;
const BOX_TOP = 196;
const BOX_WIDTH = 84;
const BOX_HEIGHT = 150;
const BOX_GAP = 8;
const FIRST_BOX_X = 40;

function boxX(unitNumber: number): number {
  return FIRST_BOX_X + (unitNumber - 1) * (BOX_WIDTH + BOX_GAP);
}

type UnitMarkerProps = {
  unit: UnitView;
  typeName: string;
  idPrefix: string;
  onSelect: (unit: UnitView) => void;
};

const isSelectable = (unit: UnitView) => unit.status === 'available';

function UnitMarker({ unit, typeName, idPrefix, onSelect }: UnitMarkerProps) {
  const kind = markerKind(unit.status);
  const selectable = isSelectable(unit);
  const status = UNIT_STATUS_TEXTS[unit.status];
  const x = boxX(unit.unitNumber);
  const overlay = patternFill(idPrefix, kind);
  const name = t.unitName(unit.unitCode, typeName, status.label, selectable);

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(unit);
  };

  const interaction = selectable
    ? { role: 'button', tabIndex: 0, 'aria-label': name, onClick: () => onSelect(unit), onKeyDown, className: 'group cursor-pointer outline-none' }
    : { role: 'img', 'aria-label': name, className: 'cursor-not-allowed' };

  return (
    <g {...interaction} data-status={unit.status}>
      <rect
        x={x}
        y={BOX_TOP}
        width={BOX_WIDTH}
        height={BOX_HEIGHT}
        rx="8"
        fill={MARKER_STYLES[kind].fill}
        stroke="#0b0c0e"
        strokeWidth="2"
        className={selectable ? 'transition-[stroke] group-hover:stroke-white group-focus-visible:stroke-white group-focus-visible:[stroke-width:6] motion-reduce:transition-none' : undefined}
      />
      {overlay ? <rect x={x} y={BOX_TOP} width={BOX_WIDTH} height={BOX_HEIGHT} rx="8" fill={overlay} pointerEvents="none" /> : null}
      <text x={x + BOX_WIDTH / 2} y={BOX_TOP + 48} textAnchor="middle" fontSize="26" fontWeight="700" fill="#0b0c0e" pointerEvents="none">
        {unit.unitCode}
      </text>
      <circle cx={x + BOX_WIDTH / 2} cy={BOX_TOP + 100} r="20" fill="#0b0c0e" pointerEvents="none" />
      <text x={x + BOX_WIDTH / 2} y={BOX_TOP + 108} textAnchor="middle" fontSize="22" fontWeight="700" fill="#ffffff" pointerEvents="none">
        {status.letter}
      </text>
    </g>
  );
}

/** investor-portal.md §2.5: the module's level-1 plan; only available units can be clicked (or chosen with Enter / Space). */
export function ModuleMap({
  module,
  units,
  productTypes,
  onSelectUnit,
}: {
  module: string;
  units: readonly UnitView[];
  productTypes: readonly ProductTypeView[];
  onSelectUnit: (unit: UnitView) => void;
}) {
  const idPrefix = useSvgId('module-map');
  const moduleUnits = unitsOfModule(units, module);
  const standRows = [86, 112, 138, 164];

  return (
    <div className="grid gap-4">
      <p className="text-sm font-semibold text-zinc-200">{t.facts(module)}</p>
      {/* On a phone the plan keeps a readable size and scrolls sideways. */}
      <ScrollRegion label={t.planLabel(module)} hint={t.planScrollHint} focusable={!moduleUnits.some(isSelectable)} className="rounded-lg">
      <svg
        role="group"
        aria-label={t.planLabel(module)}
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        className="h-auto w-full min-w-[600px] bg-graphite-950"
      >
        <MarkerPatterns idPrefix={idPrefix} />
        <g aria-hidden="true">
          <rect x="20" y="20" width="960" height="350" rx="12" fill="#1c1f24" stroke="#3a3f48" strokeWidth="3" />
          <text x={VIEW_WIDTH / 2} y="62" textAnchor="middle" fontSize="22" fill="#d4d4d8">
            {t.stands}
          </text>
          {standRows.map((y) => (
            <line key={y} x1="60" x2="940" y1={y} y2={y} stroke="#3a3f48" strokeWidth="4" strokeLinecap="round" />
          ))}
          <rect x="20" y="392" width="960" height="58" rx="6" fill="#2a2e35" />
          <line x1="40" x2="960" y1="421" y2="421" stroke="#d4d4d8" strokeWidth="3" strokeDasharray="24 18" />
          <text x="40" y="412" fontSize="18" fontWeight="700" fill="#ffffff">
            {t.track}
          </text>
        </g>
        {moduleUnits.map((unit) => (
          <UnitMarker key={unit.unitCode} unit={unit} typeName={unitTypeName(unit, productTypes)} idPrefix={idPrefix} onSelect={onSelectUnit} />
        ))}
      </svg>
      </ScrollRegion>
      <ul aria-label={t.legendLabel} className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-zinc-200">
        <li className="flex items-center gap-2">
          <StatusSwatch status="available" />
          {t.legend.available}
        </li>
        <li className="flex items-center gap-2">
          <StatusSwatch status="reserved" />
          {t.legend.reserved}
        </li>
        <li className="flex items-center gap-2">
          <StatusSwatch status="sold" />
          {t.legend.sold}
        </li>
      </ul>
    </div>
  );
}
