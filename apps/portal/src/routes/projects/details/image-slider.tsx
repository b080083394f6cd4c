import type { ProjectImage } from '@keystone/api';
import { Button } from '@keystone/ui';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export const SLIDER_TEXTS = {
  previous: 'Previous image',
  next: 'Next image',
  noImages: 'No images yet',
  carousel: (title: string) => `Images of ${title}`,
  slide: (n: number, of: number) => `${n} of ${of}`,
} as const;

/** How far a finger must travel sideways, in CSS pixels, for a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

interface ImageSliderProps {
  images: readonly ProjectImage[];
  /** The project's title: names the carousel and the pictures. */
  title: string;
}

/**
 * The project's pictures, one at a time (seed 001 §2, 200 ms transitions; none when the reader prefers reduced
 * motion), starting on the main one: the buttons, the arrow keys while the carousel has the focus, or a swipe.
 * The WAI-ARIA carousel pattern: a region named by the project, slides labelled 'n of m', the hidden ones inert.
 */
export function ImageSlider({ images, title }: ImageSliderProps) {
  const count = images.length;
  const [current, setCurrent] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.main),
    ),
  );
  const swipeStart = useRef<number | null>(null);

  if (count === 0) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-8" />
        <p>{SLIDER_TEXTS.noImages}</p>
      </div>
    );
  }

  const shown = Math.min(current, count - 1);
  const go = (step: number) => setCurrent((shown + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  // A swipe: the pointer down and up on the pictures, far enough apart sideways. Vertical moves still scroll the page
  // (`touch-action: pan-y`).
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.isPrimary ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };

  return (
    // The carousel takes the focus so that the arrow keys move it (the WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={SLIDER_TEXTS.carousel(title)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div
        className="relative aspect-video w-full touch-pan-y overflow-hidden rounded-lg border bg-muted select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          aria-live="polite"
          data-testid="slider-track"
          className="flex h-full transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${shown * 100}%)` }}
        >
          {images.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={SLIDER_TEXTS.slide(index + 1, count)}
              aria-hidden={index !== shown}
              inert={index !== shown}
              className="h-full w-full shrink-0"
            >
              <img
                src={image.url}
                alt={`${title}, view ${index + 1}`}
                draggable={false}
                loading={index === shown ? 'eager' : 'lazy'}
                // The first picture is the page's largest paint: it goes before the scripts' later requests.
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <SlideButton side="left" label={SLIDER_TEXTS.previous} onClick={() => go(-1)} />
            <SlideButton side="right" label={SLIDER_TEXTS.next} onClick={() => go(1)} />
          </>
        )}
      </div>
      {count > 1 && (
        <p aria-hidden="true" className="text-center text-sm text-muted-foreground tabular-nums">
          {SLIDER_TEXTS.slide(shown + 1, count)}
        </p>
      )}
    </section>
  );
}

function SlideButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={onClick}
      // A tap on a button is not the start of a swipe.
      onPointerDown={(event) => event.stopPropagation()}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-surface/90 ${side === 'left' ? 'left-2' : 'right-2'}`}
    >
      <Icon />
    </Button>
  );
}
