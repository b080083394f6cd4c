import { useEffect, useRef, type ComponentProps, type PointerEvent } from 'react';
import { cn } from '../cn.ts';

export interface SignaturePadProps extends Omit<ComponentProps<'canvas'>, 'width' | 'height' | 'onChange'> {
  /** The drawing's size in CSS pixels (the pledge's is flows' `SIGNATURE_CANVAS`). */
  width: number;
  height: number;
  /** What a screen reader announces for the pad, e.g. 'Draw your signature'. */
  'aria-label': string;
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onDrawn: (dataUrl: string | null) => void;
  /** A drawing to show again (the tab was left and reopened). Mount a new pad (`key`) to clear it. */
  initialImage?: string | null;
}

const INK = { lineWidth: 2.5, lineCap: 'round', lineJoin: 'round' } as const;

/**
 * A canvas drawn on with a mouse, a pen or a finger (pointer events; `touch-action: none` keeps a finger from
 * scrolling the page). It is drawn at the screen's pixel ratio so the signature stays sharp, and reports a PNG.
 */
export function SignaturePad({ width, height, onDrawn, initialImage = null, className, ...props }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    Object.assign(context, INK, { strokeStyle: getComputedStyle(canvas).color });
    if (initialImage) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, width, height);
      image.src = initialImage;
    }
    // The initial image is read once, as the pad mounts: later drawings are the pad's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * width) / box.width,
      y: ((event.clientY - box.top) * height) / box.height,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointAt(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = pointAt(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onDrawn(event.currentTarget.toDataURL('image/png'));
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      data-slot="signature-pad"
      style={{ width, height, touchAction: 'none' }}
      className={cn('max-w-full cursor-crosshair rounded-md border border-input bg-white text-black', className)}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      {...props}
    />
  );
}
