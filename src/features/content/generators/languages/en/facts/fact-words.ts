// The English words around a studio's facts: the labels of a brief's lines, dates as
// a reader reads them, the essentials of a short post, and the claims a tool may make
// only when the studio's own words give them.

import type { Brief } from '#domain/brief.ts';
import type { DetailLine, FactKind } from '../../../shared/facts/fact-types.ts';
import { plural } from '../grammar/numbers.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parse(iso: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const day = (date: Date) => `${DAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
const month = (date: Date) => MONTHS[date.getUTCMonth()]!;

/** "Friday 19 June 2026", "Friday 19 – Sunday 21 June 2026", "Saturday 30 May – Monday 1 June 2026". */
export function dateRange(startsOn: string | undefined, endsOn: string | undefined): string {
  const start = parse(startsOn);
  if (!start) return '';
  const end = parse(endsOn);
  if (!end || end.getTime() <= start.getTime()) return `${day(start)} ${month(start)} ${start.getUTCFullYear()}`;
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === end.getUTCMonth();
  const first = sameMonth ? day(start) : `${day(start)} ${month(start)}${sameYear ? '' : ` ${start.getUTCFullYear()}`}`;
  return `${first} – ${day(end)} ${month(end)} ${end.getUTCFullYear()}`;
}

/** The short date a post or a closing line uses: "Friday 19 June". */
export function shortDate(startsOn: string | undefined): string {
  const start = parse(startsOn);
  return start ? `${day(start)} ${month(start)}` : '';
}

export function placesLeft(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 0) return '';
  return count === 0 ? 'Fully booked' : `${plural(count, 'place')} left`;
}

/** A brief's facts as labelled lines, in the order a reader looks for them. */
export function briefDetails(brief: Partial<Brief>): DetailLine[] {
  const when = [dateRange(brief.starts_on, brief.ends_on), (brief.times ?? '').trim()].filter(Boolean).join(', ');
  const lines: [string, string, FactKind[]][] = [
    ['When', when, ['date', 'time']],
    ['Where', (brief.location ?? '').trim(), ['place']],
    ['With', (brief.leaders ?? '').trim(), ['person']],
    ['Price', (brief.price ?? '').trim(), ['price']],
    ['Bring', (brief.bring ?? '').trim(), ['bring']],
    ['To book', (brief.booking ?? '').trim(), ['phone', 'link']],
    ['Places', placesLeft(brief.places_left), ['count']],
  ];
  return lines.filter(([, value]) => value !== '').map(([label, value, kinds]) => ({ label, value, kinds }));
}

/** A claim about the studio that only its own words may make: `says` finds it, `grounded` finds the studio saying it. */
export type Claim = { says: RegExp; grounded: RegExp };

export const CLAIMS: readonly Claim[] = [
  { says: /\ball (?:levels|abilities|ages)\b|\bcomplete beginners?\b|\bbeginners? (?:are )?welcome\b|\bno experience (?:needed|necessary|required)\b|\bneed to be flexible, fit or experienced\b|\bwhether you are taking your very first class\b/i, grounded: /\ball (?:levels|abilities|ages)\b|\bbeginner|\bno experience\b|\bnewcomers?\b/i },
  { says: /\bmembership|\bmonthly (?:pass|plan)\b|\bclass (?:pack|pass)(?:es)?\b|\bpackages?\b|\bbundles?\b/i, grounded: /\bmembership|\bpass(?:es)?\b|\bpack(?:age)?s?\b|\bbundles?\b/i },
  { says: /\b(?:free|downloadable)\b[^.!?]{0,40}\b(?:guide|e-?book|download|pdf|checklist)\b|\bdownload (?:our|the|your)\b/i, grounded: /\bguide\b|\be-?book\b|\bdownload|\bpdf\b|\bchecklist\b/i },
  { says: /\bintroductory (?:offer|price|rate|deal)\b|\bfirst class (?:is )?free\b|\btrial (?:class|week|offer)\b|\bspecial offer\b|\blimited[- ]time\b/i, grounded: /\bintroductory\b|\bfree\b|\btrial\b|\boffer\b|\b\d{1,2}\s?% off\b|\bdiscount\b|\bearly[- ]?bird\b/i },
  { says: /\bcorporate\b|\bgroup (?:rates?|discounts?|bookings?)\b|\bprivate (?:sessions?|classes)\b(?= (?:are|is) (?:also )?available)/i, grounded: /\bcorporate\b|\bgroup (?:rate|discount|booking)|\bprivate\b/i },
  { says: /\b(?:early|morning),? (?:lunchtime|midday),? (?:and|&) evening\b|\bclasses (?:run|are held) (?:daily|every day|seven days)\b|\bopen (?:seven|7) days\b|\bflexible (?:times|schedule|timetable)\b/i, grounded: /\bdaily\b|\bevery day\b|\bseven days\b|\b7 days\b|\blunchtime\b|\bflexible\b/i },
  { says: /\b(?:our )?(?:students|clients|members|guests) value\b|\bmany of our (?:students|clients|members|guests)\b|\bpeople (?:often )?come to us\b|\bchanges people notice\b|\bmany describe\b|\bwe see it every week\b|\b(?:students|clients|members|guests) (?:often )?(?:tell|describe|say)\b|\btestimonials?\b|\breviews?\b|\brated\b|\baward[- ]winning\b|\bthousands of\b|\bhundreds of\b/i, grounded: /\btestimonial|\breview|\brated\b|\baward|\bstudents (?:say|tell)|\bclients (?:say|tell)|\bthousands\b|\bhundreds\b/i },
  { says: /\bspaces? (?:is|are) limited\b|\bplaces (?:are )?limited\b|\bplaces tend to go quickly\b|\bsmall group\b|\bkeep the group small\b|\bselling (?:out|fast)\b|\bbook early\b/i, grounded: /\blimited\b|\bplaces? left\b|\bspots? left\b|\bsmall group\b|\bmax(?:imum)?\b|\bsold out\b|\bfew places\b|\bonly \d+\b/i },
  { says: /\beverything (?:else )?(?:is )?provided\b|\bmats? (?:and props )?(?:are )?provided\b|\bequipment (?:is )?provided\b|\brefreshments\b|\bmeals? (?:are )?included\b/i, grounded: /\bprovided\b|\bincluded\b|\bincl\.?\b|\brefreshments\b|\bmeals?\b/i },
  { says: /\bexperienced,? (?:[a-z]+,? )?(?:team|teachers|practitioners)\b|\bcertified\b|\bqualified\b|\byears of experience\b/i, grounded: /\bexperienced\b|\bcertified\b|\bqualified\b|\byears\b/i },
  { says: /\bfree (?:trial|consultation|discovery call|taster)\b|\bfriend (?:comes |goes )?(?:for )?free\b/i, grounded: /\bfree\b|\btrial\b/i },
  { says: /\bonline (?:classes|sessions|courses?|programmes?|programs?|group classes|workshops)\b|\bin person or online\b|\bfrom home with (?:our|live)\b/i, grounded: /\bonline\b|\bzoom\b|\blive[- ]?stream/i },
  { says: /\bbook online\b|\bbooking takes less than\b|\breschedule (?:easily|whenever|at any time)\b|\bonline, by phone or in person\b|\bflexible booking\b/i, grounded: /\bbook(?:ing)? online\b|\bonline booking\b|\breschedul/i },
  { says: /\bno hidden (?:fees|costs)\b|\bpriority booking\b/i, grounded: /\bhidden (?:fees|costs)\b|\bpriority\b/i },
  { says: /\bwe provide (?:everything|all the|mats|props)\b|\beverything else is provided\b/i, grounded: /\bprovided?\b|\bincluded\b|\bincl\.?\b/i },
  { says: /\bclasses are kept small\b|\bsmall (?:groups|classes)\b/i, grounded: /\bsmall (?:group|class)|\blimited\b|\bmax(?:imum)?\b/i },
  { says: /\b(?:people|regulars|beginners|clients|students|guests) (?:often )?(?:tell us|describe (?:our|the)|say (?:that )?(?:the|our))\b|\bmany (?:clients|students|members|guests) notice\b/i, grounded: /\btestimonial|\breview|\b(?:students|clients|guests|people) (?:say|tell|describe)/i },
  { says: /\byears of (?:training|practice|teaching)\b|\b(?:recognised|accredited) (?:professional )?training\b|\bexpert-led\b|\bevidence-based\b|\bproven\b|\blasting results\b/i, grounded: /\byears\b|\btraining\b|\baccredited\b|\bexpert\b|\bevidence\b|\bproven\b|\bresults\b/i },
  { says: /\bsanctuary\b|\bthe best\b|\bnumber one\b|\b#1\b|\bguaranteed?\b|\bcures?\b/i, grounded: /\bsanctuary\b|\bbest\b|\bnumber one\b|\bguarantee|\bcure/i },
];

/** How a post lists its essentials: "📅 19–21 June · Rs 12,500 · WhatsApp +230 5712 3456". */
export const ESSENTIALS_JOINER = ' · ';
