import { Button, Card, Stack } from '@casino/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type uPlot from 'uplot';
import { formatDay, useAffiliateText } from '../text';
import * as styles from './affiliate.css';
import { chartColors } from './chart-colors';
import type { ChartColor } from './chart-colors';

export interface ChartSeries {
  label: string;
  color: ChartColor;
  /** One value a day, for drawing. */
  values: number[];
  /** The same values as the table and the legend show them (money in the currency's format). */
  cells: string[];
}

export interface StatisticsChartProps {
  title: string;
  /** The business days, oldest first. */
  days: string[];
  series: ChartSeries[];
  /** Counts (clicks, members): the value axis steps by whole numbers. */
  wholeNumbers?: boolean;
}

let uplotLoad: Promise<typeof uPlot> | undefined;

/** uPlot and its styles, fetched once for every chart of the page (a failed fetch is tried again later). */
function loadUplot(): Promise<typeof uPlot> {
  uplotLoad ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      uplotLoad = undefined;
      throw error;
    },
  );
  return uplotLoad;
}

/** Steps of a value axis of counts: never a fraction of a person or a click. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000];

const HEIGHT = 240;
const FALLBACK_WIDTH = 600;

/** `DD/MM` of a business day, for the axis. */
const shortDay = (day: string) => formatDay(day).slice(0, 5);

/**
 * uPlot, loaded on first use (this page's chunk only), drawing the days as a line chart as wide as its
 * container and following its width. Draws again when the days or values change.
 */
function useUplot(
  container: RefObject<HTMLDivElement | null>,
  { days, series, wholeNumbers = false }: Omit<StatisticsChartProps, 'title'>,
  dayLabel: string,
) {
  const [failed, setFailed] = useState(false);
  const dataKey = JSON.stringify([
    days,
    series.map((line) => [line.label, line.color, line.values]),
    wholeNumbers,
    dayLabel,
  ]);
  // The legend reads the figures as shown now (the currency's format arrives with the wallet) without a redraw.
  const cells = useRef(series.map((line) => line.cells));
  cells.current = series.map((line) => line.cells);

  useEffect(() => {
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const draw = async () => {
      const UPlot = await loadUplot();
      const element = container.current;
      if (cancelled || !element) return;
      const colors = chartColors();
      const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false } };
      const options: uPlot.Options = {
        width: element.clientWidth || FALLBACK_WIDTH,
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [
          {
            ...axis,
            values: (_chart, splits) => splits.map((index) => (days[index] ? shortDay(days[index]) : '')),
          },
          wholeNumbers ? { ...axis, incrs: WHOLE_STEPS } : axis,
        ],
        series: [
          { label: dayLabel, value: (_chart, index) => (days[index] ? formatDay(days[index]) : '') },
          ...series.map((line, lineIndex) => ({
            label: line.label,
            stroke: colors[line.color],
            width: 2,
            points: { show: days.length <= 31 },
            value: (_chart: uPlot, _value: number, _seriesIndex: number, index: number | null) =>
              index === null ? '' : (cells.current[lineIndex]?.[index] ?? ''),
          })),
        ],
      };
      const data: uPlot.AlignedData = [
        days.map((_day, index) => index),
        ...series.map((line) => line.values),
      ];
      chart = new UPlot(options, data, element);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      }
    };
    setFailed(false);
    draw().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // dataKey stands for days and series: a new array of the same figures draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey]);
  return failed;
}

/**
 * One statistics chart in a card headed by its title: the chart (hidden from screen readers, which get
 * the table) and a button showing the same figures as a table, captioned with the title.
 */
export function StatisticsChart({ title, days, series, wholeNumbers }: StatisticsChartProps) {
  const t = useAffiliateText();
  const container = useRef<HTMLDivElement>(null);
  const failed = useUplot(container, { days, series, wholeNumbers }, t('statistics.day'));
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Card title={title} headingLevel={2}>
      <Stack gap="md">
        {failed ? <p role="status">{t('statistics.chartFailed')}</p> : null}
        <div ref={container} className={styles.chart} aria-hidden="true" data-testid="affiliate-chart" />
        <div>
          <Button
            variant="ghost"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? t('statistics.hideTable') : t('statistics.showTable')}
          </Button>
        </div>
        <div id={tableId} hidden={!tableShown} className={styles.tableScroll}>
          {tableShown ? (
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistics.day')}</th>
                  {series.map((line) => (
                    <th key={line.label} scope="col">
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day}>
                    <th scope="row">{formatDay(day)}</th>
                    {series.map((line) => (
                      <td key={line.label}>{line.cells[index]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
