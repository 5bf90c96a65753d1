import type { UnitStatus } from '@cdm/contracts';
import { useId } from 'react';
import { UNIT_STATUS_TEXTS } from '../texts';

export type MarkerKind = 'available' | 'reserved' | 'sold';

/** Green available, yellow reserved or blocked, grey sold (investor-portal.md §2.5); each also has a letter and a pattern. */
export const MARKER_STYLES: Record<MarkerKind, { fill: string; pattern: 'none' | 'stripes' | 'crosshatch' }> = {
  available: { fill: '#34d399', pattern: 'none' },
  reserved: { fill: '#fbbf24', pattern: 'stripes' },
  sold: { fill: '#a1a1aa', pattern: 'crosshatch' },
};

export function markerKind(status: UnitStatus): MarkerKind {
  if (status === 'available') return 'available';
  if (status === 'sold') return 'sold';
  return 'reserved';
}

/** SVG ids must not carry the colons of useId. */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** The patterns of the markers, declared once per drawing. */
export function MarkerPatterns({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern id={`${idPrefix}-stripes`} width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="4" height="10" fill="rgba(11,12,14,0.28)" />
      </pattern>
      <pattern id={`${idPrefix}-crosshatch`} width="10" height="10" patternUnits="userSpaceOnUse">
        <path d="M0 0L10 10M10 0L0 10" stroke="rgba(11,12,14,0.35)" strokeWidth="1.5" />
      </pattern>
    </defs>
  );
}

export function patternFill(idPrefix: string, kind: MarkerKind): string | null {
  const { pattern } = MARKER_STYLES[kind];
  return pattern === 'none' ? null : `url(#${idPrefix}-${pattern})`;
}

/** A small square of the marker's colour, pattern and letter, beside a text that names the status. */
export function StatusSwatch({ status }: { status: UnitStatus }) {
  const idPrefix = useSvgId('swatch');
  const kind = markerKind(status);
  const overlay = patternFill(idPrefix, kind);
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <MarkerPatterns idPrefix={idPrefix} />
      <rect x="0.5" y="0.5" width="19" height="19" rx="4" fill={MARKER_STYLES[kind].fill} />
      {overlay ? <rect x="0.5" y="0.5" width="19" height="19" rx="4" fill={overlay} /> : null}
      <text x="10" y="14.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#0b0c0e">
        {UNIT_STATUS_TEXTS[status].letter}
      </text>
    </svg>
  );
}
