import { useId } from 'react';
import { byDate, formatValue, idealValueOn, type Measure, type LoggedValue } from '#shared/measure';
import { daysBetween, formatDay, type LocalDate } from '#shared/schedule';
import { currentLocale, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/measures';
import 'virtual:messages/schedule';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/**
 * The logged values as a line, with the straight line from the start to the target (dashed),
 * drawn in our own SVG. Hidden from assistive technology: the table below says the same.
 */
export function ValuesChart({
  title,
  measure,
  measurements,
  targetDate,
  today,
}: {
  title: string;
  measure: Measure;
  measurements: readonly LoggedValue[];
  targetDate: LocalDate | null;
  today: LocalDate;
}) {
  const captionId = useId();
  const t = useT();
  const locale = currentLocale();
  const values = byDate(measurements);
  const first = values[0]!.date;
  const last = targetDate && targetDate > values.at(-1)!.date ? targetDate : values.at(-1)!.date;
  const days = Math.max(1, daysBetween(first, last));
  const all = [measure.start, measure.target, ...values.map((entry) => entry.value)];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const x = (date: LocalDate) => PAD + (daysBetween(first, date) / days) * (WIDTH - 2 * PAD);
  const y = (value: number) =>
    HEIGHT - PAD - ((value - low) / (high - low || 1)) * (HEIGHT - 2 * PAD);
  const line = values.map((entry) => `${x(entry.date)},${y(entry.value)}`).join(' ');
  const guideEnd = targetDate ?? last;
  return (
    <figure aria-labelledby={captionId} className="space-y-1">
      <figcaption id={captionId} className="text-xs text-muted-foreground">
        {targetDate
          ? t('measures.chartCaptionTarget', {
              title,
              target: formatValue(measure.target, measure.unit, locale),
              date: formatDay(t, targetDate, today, { weekday: false }),
            })
          : t('measures.chartCaption', { title })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-28 w-full max-w-md"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <line
          x1={x(first)}
          y1={y(measure.start)}
          x2={x(guideEnd)}
          y2={y(idealValueOn(measure, first, guideEnd, guideEnd))}
          className="stroke-muted-foreground"
          strokeWidth={1.5}
          strokeDasharray="4 4"
        />
        <polyline points={line} fill="none" className="stroke-primary" strokeWidth={2.5} />
        {values.map((entry) => (
          <circle
            key={entry.date}
            cx={x(entry.date)}
            cy={y(entry.value)}
            r={3.5}
            className="fill-primary"
          />
        ))}
      </svg>
      <div className="sr-only">
        <table>
          <caption>{t('measures.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('measures.date')}</th>
              <th scope="col">{t('measures.value')}</th>
              <th scope="col">{t('measures.note')}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{formatDay(t, entry.date, today, { weekday: false })}</th>
                <td>{formatValue(entry.value, measure.unit, locale)}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
