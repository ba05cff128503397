import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Link } from 'react-router';
import type { SystemBanner } from '@casino/contracts/banner';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import * as styles from './banner-carousel.css';

/** How long a slide shows while the show plays. */
export const SLIDE_MS = 6000;
/** A horizontal drag longer than this (px) turns the slide. */
const SWIPE_PX = 40;

export interface BannerCarouselProps {
  banners: SystemBanner[];
  /** Whether the show starts playing; off when the visitor asks the system for reduced motion. */
  autoplay?: boolean | undefined;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home page's banners as a carousel (WAI-ARIA carousel pattern): previous and next buttons, a dot per
 * slide, arrow keys, a horizontal swipe, and a slide show that pauses while the pointer is over it or
 * focus is in it, and stops for good with its pause button (WCAG 2.2.2); it does not play when reduced
 * motion is asked for. Only the shown slide is in the accessibility tree and the tab order. The box keeps
 * its ratio before the pictures arrive, and only the first picture loads eagerly.
 */
export function BannerCarousel({ banners, autoplay = true }: BannerCarouselProps) {
  const t = useGamesText();
  const localPath = useLocalPath();
  const slidesId = useId();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => autoplay && count > 1 && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dragFrom = useRef<number | null>(null);
  // A swipe that ends on a slide's link turns the slide; it does not also follow the link.
  const swiped = useRef(false);
  const running = playing && !hovered && !focused;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, go]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    dragFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    swiped.current = Math.abs(moved) >= SWIPE_PX;
    if (swiped.current) go(index + (moved < 0 ? 1 : -1));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="banner-carousel"
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragFrom.current = null)}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          id={slidesId}
          className={styles.track}
          style={{ transform: `translateX(${-100 * index}%)` }}
          // A playing show would talk over the page: announce a slide only when the visitor turned it.
          aria-live={running ? 'off' : 'polite'}
        >
          {banners.map((banner, position) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              position={position}
              count={count}
              current={position === index}
              href={banner.route ? localPath(banner.route) : null}
            />
          ))}
        </div>
        {running ? (
          <span key={index} className={styles.timer} style={{ animationDuration: `${SLIDE_MS}ms` }} />
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((value) => !value)}
            aria-label={t(playing ? 'home.pause' : 'home.play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t('home.previous')}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.dots} aria-label={t('home.slides')}>
            {banners.map((banner, position) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-controls={slidesId}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={t('home.goTo', { index: position + 1, title: banner.title })}
                  onClick={() => go(position)}
                >
                  <span className={styles.dotMark} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t('home.next')}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function BannerSlide({
  banner,
  position,
  count,
  current,
  href,
}: {
  banner: SystemBanner;
  position: number;
  count: number;
  current: boolean;
  href: string | null;
}) {
  const t = useGamesText();
  const first = position === 0;
  const ctaLabel = banner.cta_label ?? banner.title;
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slide', { index: position + 1, count })}
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-current={current}
    >
      <img
        className={styles.image}
        src={banner.image_url}
        alt=""
        width={banner.image_width}
        height={banner.image_height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
        draggable={false}
      />
      <div className={styles.caption}>
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {href ? (
          <Link to={href} className={styles.cta} draggable={false}>
            {ctaLabel}
          </Link>
        ) : banner.link_url ? (
          <a
            href={banner.link_url}
            className={styles.cta}
            target="_blank"
            rel="noopener noreferrer"
            draggable={false}
          >
            {ctaLabel}
          </a>
        ) : null}
      </div>
    </div>
  );
}
