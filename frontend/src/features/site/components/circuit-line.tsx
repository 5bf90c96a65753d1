// An original, stylised circuit: a long straight, a hairpin and an esses section.
const TRACK =
  'M70 330 L360 330 C420 330 450 300 470 250 C490 200 540 190 560 225 C580 262 545 290 520 300 ' +
  'C495 310 505 345 535 345 C575 345 590 300 585 250 L575 130 C570 85 530 60 490 75 L400 110 ' +
  'C360 125 335 105 320 80 C300 45 250 45 225 75 L95 230 C65 265 40 330 70 330 Z';

export function CircuitLine({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 640 400" fill="none" className={className}>
      <path d={TRACK} stroke="#2a2e35" strokeWidth="22" strokeLinejoin="round" />
      <path d={TRACK} stroke="#3a3f48" strokeWidth="1.5" strokeDasharray="10 12" />
      <path
        d={TRACK}
        pathLength={1}
        stroke="#ff2a1f"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="motion-safe:animate-draw-line"
      />
      <g transform="translate(200 318)">
        {[0, 1, 2, 3].map((column) =>
          [0, 1].map((row) => (
            <rect
              key={`${column}-${row}`}
              x={column * 6}
              y={row * 12}
              width="6"
              height="12"
              fill={(column + row) % 2 === 0 ? '#f4f4f5' : '#0b0c0e'}
            />
          )),
        )}
      </g>
    </svg>
  );
}
