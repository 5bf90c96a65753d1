import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/ui/button';
import { signingTexts as t } from '../texts';

/** An optional drawn signature: a PNG data URL on every stroke, null once cleared. */
export function SignaturePadField({ onChange }: { onChange: (image: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const labelId = useId();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The canvas is drawn at the screen's pixel density so the strokes stay sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor: '#111113', backgroundColor: 'rgb(255,255,255)' });
    instance.addEventListener('endStroke', () => onChange(instance.isEmpty() ? null : instance.toDataURL('image/png')));
    pad.current = instance;
    return () => instance.off();
  }, [onChange]);

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-zinc-100">
          {t.signatureLabel}
        </span>
        <span className="text-xs text-zinc-400">{t.signatureHint}</span>
      </div>
      <canvas ref={canvas} role="img" aria-labelledby={labelId} className="h-36 w-full touch-none rounded-md border border-graphite-600 bg-white" />
      <Button
        variant="ghost"
        className="mt-1"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t.clearSignature}
      </Button>
    </div>
  );
}
