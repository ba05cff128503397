/** Turns SVG markup into a data URI usable as an <img src> or CSS url(), with no network request. */
export function svgToDataUri(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim();
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}
