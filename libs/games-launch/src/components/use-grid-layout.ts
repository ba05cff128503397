import { useLayoutEffect, useState } from 'react';

export interface GridLayout {
  /** Cards a row, as the grid's CSS lays them out at the current width (2 to 8 at the spec's edges). */
  columns: number;
  /** Space between rows, px. */
  rowGap: number;
  /** Where the grid starts, px from the top of the document (the window scrolls, not the grid). */
  top: number;
}

const FALLBACK: GridLayout = { columns: 2, rowGap: 0, top: 0 };

function read(element: HTMLElement): GridLayout {
  const style = getComputedStyle(element);
  // The computed template lists one track size per column ("180px 180px ..."): the CSS stays the one place
  // the breakpoints' columns are decided.
  const columns = style.gridTemplateColumns.split(' ').filter((track) => track && track !== 'none').length;
  return {
    columns: Math.max(1, columns || FALLBACK.columns),
    rowGap: Number.parseFloat(style.rowGap) || 0,
    top: element.getBoundingClientRect().top + window.scrollY,
  };
}

const same = (a: GridLayout, b: GridLayout) =>
  a.columns === b.columns && a.rowGap === b.rowGap && Math.abs(a.top - b.top) < 1;

/**
 * The card grid's columns, row gap and offset, read again whenever the grid or the page above it resizes.
 * `element` is the grid once mounted (a callback ref's state: the grid mounts after its games load).
 */
export function useGridLayout(element: HTMLElement | null): GridLayout {
  const [layout, setLayout] = useState(FALLBACK);
  useLayoutEffect(() => {
    if (!element) return;
    const update = () =>
      setLayout((previous) => {
        const next = read(element);
        return same(previous, next) ? previous : next;
      });
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // Content above the grid (banners, the ticker) can grow after it and move the grid down.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return layout;
}
