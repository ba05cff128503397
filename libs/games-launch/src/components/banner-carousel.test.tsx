import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { BannerCarousel, SLIDE_MS } from './banner-carousel';

const slides = () => screen.getAllByRole('group', { hidden: true });
const currentTitle = () =>
  slides()
    .find((slide) => slide.dataset['current'] === 'true')
    ?.querySelector('h2')?.textContent;

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('is a labelled carousel of slides; only the shown one is exposed, and only its picture loads eagerly', async () => {
    renderWithProviders(<BannerCarousel banners={banners} autoplay={false} />, { path: '/th' });
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides()).toHaveLength(3);
    expect(slides()[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides()[0]).toHaveAccessibleName('1 of 3');
    expect(slides()[0]).not.toHaveAttribute('aria-hidden');
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Welcome bonus']);

    const images = carousel.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[1]).toHaveAttribute('decoding', 'async');
    // The words are text over the picture, which is decoration.
    expect(images[0]).toHaveAttribute('alt', '');
  });

  it('links a slide to its page in the route language, or to its address elsewhere in a new tab', async () => {
    renderWithProviders(<BannerCarousel banners={banners} autoplay={false} />, { path: '/th' });
    expect(await screen.findByRole('link', { name: 'See promotions' })).toHaveAttribute(
      'href',
      '/th/promotions',
    );
    const [, slots, cup] = slides();
    expect(
      within(slots as HTMLElement)
        .getByText('Play slots')
        .closest('a'),
    ).toHaveAttribute('href', '/th/games?category=slots');
    const away = within(cup as HTMLElement)
      .getByText('Read the rules')
      .closest('a');
    expect(away).toHaveAttribute('href', 'https://example.com/cup');
    expect(away).toHaveAttribute('target', '_blank');
    expect(away).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns with next and previous (wrapping), the dots, the arrow keys and a swipe', async () => {
    renderWithProviders(<BannerCarousel banners={banners} autoplay={false} />);
    const next = await screen.findByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    expect(currentTitle()).toBe('Spin the hottest slots');
    expect(screen.getByRole('button', { name: 'Slide 2: Spin the hottest slots' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Weekend cup');

    fireEvent.click(screen.getByRole('button', { name: 'Slide 1: Welcome bonus' }));
    expect(currentTitle()).toBe('Welcome bonus');

    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentTitle()).toBe('Spin the hottest slots');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(currentTitle()).toBe('Welcome bonus');

    const viewport = carousel.firstElementChild as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(currentTitle()).toBe('Spin the hottest slots');
    // A small movement is a tap, not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 290 });
    expect(currentTitle()).toBe('Spin the hottest slots');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 300 });
    expect(currentTitle()).toBe('Welcome bonus');
  });

  it('plays on its own, holds while hovered or focused, and stops for good with its pause button', async () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel banners={banners} />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(currentTitle()).toBe('Welcome bonus');
    // While it plays its slides are not announced.
    expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');

    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS));
    expect(currentTitle()).toBe('Spin the hottest slots');

    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS * 2));
    expect(currentTitle()).toBe('Spin the hottest slots');
    fireEvent.mouseLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS));
    expect(currentTitle()).toBe('Weekend cup');

    const pause = screen.getByRole('button', { name: 'Pause the slide show' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS * 3));
    expect(currentTitle()).toBe('Weekend cup');
    expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the slide show' }));
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS));
    expect(currentTitle()).toBe('Welcome bonus');
  });

  it('does not play when the system asks for reduced motion', async () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel banners={banners} />);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS * 2));
    expect(currentTitle()).toBe('Welcome bonus');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });

  it('shows a single banner without controls, and nothing without banners', async () => {
    const { unmount } = renderWithProviders(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
