// What an English sentence of a client's message or a staff note is about, the
// strongest topic first, and its content words, so a note finds the question it answers.

import type { ReplyTopic } from '../../../communication/reply-types.ts';

/** In order of strength: a sentence about a refund because of a doctor's answer is first about the refund. */
const TOPIC_WORDS: readonly [ReplyTopic, RegExp][] = [
  ['refund', /\brefund|\bmoney back\b|\bcancel|\breschedul|\bpostpone|\bmove (?:my|the|her|his|your) (?:booking|place|session|appointment)|\bcredit\b|\bget (?:it|my money) back\b|\btransfer (?:my|her|the) (?:booking|place)/i],
  ['medical', /\bpregnan|\btrimester|\bdoctor|\bmidwife|\bphysio|\b(?:gp|obgyn|ob-gyn)\b|\binjur|\bsurgery|\boperation\b|\bknee|\bback (?:pain|problems?|injury)|\bbad back\b|\bhip\b|\bshoulder|\bneck\b|\bblood pressure|\basthma|\bdiabet|\bepilep|\bheart\b|\bmedicat|\bcondition\b|\bhealth|\bsafe\b|\bsciatica|\barthritis|\bmenopaus|\bcancer\b|\bchemo|\banxiety|\bpanic|\brecover|\bmedical|\bc-section|\bpostnatal|\bpostpartum|\bweeks? (?:pregnant|along)|\bwks\b|\bsprain|\bmigraine|\bvertigo|\bdizz/i],
  ['price', /\bhow much\b|\bprice|\bcost|\bpay\b|\bpaying\b|\bpayment|\binstal|\bfees?\b|\bdiscount|\bcheaper|\bafford|\bdeposit|\bcash\b|\bcard\b|\bbank transfer|\binvoice|\breceipt|\bconcession|\bstudent rate/i],
  ['companion', /\bbring (?:my|a|her|his) (?:friend|partner|husband|wife|boyfriend|girlfriend|daughter|son|kids?|child|children|mum|mom|mother|dad|sister|brother|baby|dog)|\bchildren\b|\bkids?\b|\bplus one\b|\btwo of us\b|\bmy (?:friend|partner|husband|wife|daughter|son|mum|mom|sister)\b|\bcome with (?:my|a)\b|\bcouples?\b/i],
  ['food', /\bfood\b|\beat\b|\bmeals?\b|\bvegan|\bvegetarian|\ballerg|\bgluten|\bdairy|\bdiet|\blunch|\bbreakfast|\bdinner|\bsnacks?\b|\bmenu\b|\bnut\b|\bnuts\b|\bcoeliac|\bceliac/i],
  ['stay', /\broom\b|\brooms\b|\bshare a room|\bsingle\b|\bbeds?\b|\baccommodation|\bstay\b|\bstaying\b|\bovernight|\bwi-?fi\b|\bsleep(?:ing)? arrangements/i],
  ['bring', /\bbring\b|\bwear\b|\bpack\b|\bown mat\b|\bmats?\b|\btowels?\b|\bclothes|\bclothing|\bprops\b|\bblanket|\bneed to have\b/i],
  ['time', /\bwhat time\b|\bwhen\b|\btimes?\b|\bstarts?\b|\bfinish|\bend\b|\bcheck[- ]?in|\bcheck[- ]?out|\barriv|\bschedule|\btimetable|\bhow long\b|\blate\b|\bearly\b|\bo'?clock|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/i],
  ['place', /\bwhere\b|\baddress|\bparking|\bpark\b|\bdirections|\bget there\b|\bget to you\b|\bairport|\btaxi|\bbus\b|\btrain\b|\blocation|\bfind you\b|\bpick(?:-| )?up\b|\bshuttle/i],
  ['level', /\bbeginner|\bnever (?:done|tried|been)|\bfirst time\b|\bexperience|\blevel\b|\bfit enough\b|\bkeep up\b|\bflexible\b|\binflexible|\bstiff\b|\badvanced|\btoo old\b|\bage\b|\bunfit\b|\bhard\b|\bdifficult|\bintense/i],
  ['booking', /\bbook|\breserv|\bplaces?\b|\bspots?\b|\bspaces?\b|\bavailab|\bjoin\b|\bcome\b|\battend|\bsign (?:me )?up\b|\bregister|\bconfirm|\bstill open\b|\bsold out\b|\bwaiting list|\bwaitlist|\bticket/i],
];

/** The topics of a sentence, strongest first; "general" when none. */
export function topicsOf(text: string): ReplyTopic[] {
  const topics = TOPIC_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  return topics.length > 0 ? topics : ['general'];
}

const STOP = new Set(
  'a an the and or but so if to of in on at for with from by about is are was were be been am do does did can could would should will may might i i\'m im me my we our us you your she her he his him they them their it its this that there here what when where how which who any some just really very please hi hello hey thanks thank also too ok okay yes no not get got have has had want wanted like know let tell ask asked asks'.split(' '),
);

/** The content words of a sentence, lower case, a plural's "s" dropped. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 2 && !STOP.has(word)).map((word) => word.replace(/(?<=\w{3})s$/, '')))];
}
