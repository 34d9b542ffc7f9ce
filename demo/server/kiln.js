/**
 * The studio's next kiln opening, for the landing page's `<pb-countdown>`: the first Saturday of the month at
 * 10:00 in Utrecht (Europe/Amsterdam), or next month's once that has begun. Computed per request, so the demo
 * always counts down to a date a few days or weeks ahead, and written with its offset (+01:00 in winter, +02:00
 * in summer) as the element asks. `%SERVER_NOW%` is the server's clock as it writes the page.
 */
const ZONE = 'Europe/Amsterdam';
const OPENS_AT = 10;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZoneName: 'longOffset',
});

/** The calendar date in Utrecht at `instant`, and Utrecht's offset from UTC then, in minutes. */
export function inUtrecht(instant) {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(parts.timeZoneName) ?? [];
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), offset };
}

/** 10:00 in Utrecht on the first Saturday of `month` (1-12) of `year`, as an instant and its local offset. */
function openingIn(year, month) {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((6 - firstWeekday + 7) % 7);
  const wall = Date.UTC(year, month - 1, day, OPENS_AT);
  // The offset at the wall time, found from an instant close to it (10:00 is never inside a clock change).
  const { offset } = inUtrecht(new Date(wall - 60 * 60_000));
  return { instant: new Date(wall - offset * 60_000), year, month, day, offset };
}

const two = (n) => String(n).padStart(2, '0');

/** The next opening after `now`: this month's if it is still ahead, else next month's. */
export function nextKilnOpening(now = new Date()) {
  const { year, month } = inUtrecht(now);
  let opening = openingIn(year, month);
  if (opening.instant <= now) opening = month === 12 ? openingIn(year + 1, 1) : openingIn(year, month + 1);
  const { instant, offset } = opening;
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  const iso = `${opening.year}-${two(opening.month)}-${two(opening.day)}T${two(OPENS_AT)}:00:00${zone}`;
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
  return { instant, iso, text };
}

/** `%KILN_OPENING%` (ISO 8601 with offset), `%KILN_OPENING_TEXT%` (the same, in words) and `%SERVER_NOW%`. */
export function fillKilnOpening(html, now = new Date()) {
  if (!html.includes('%KILN_OPENING') && !html.includes('%SERVER_NOW%')) return html;
  const { iso, text } = nextKilnOpening(now);
  return html
    .replaceAll('%KILN_OPENING_TEXT%', text)
    .replaceAll('%KILN_OPENING%', iso)
    .replaceAll('%SERVER_NOW%', now.toISOString());
}
