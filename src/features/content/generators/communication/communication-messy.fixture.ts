// Client replies from what studios really paste: a client's message as it arrived
// (lower case, no punctuation, emojis, two or three questions in a line), the staff's
// terse notes, details with prices and dates. Each question must be answered (a word of
// its answer in mustSay), her message and the notes never echoed, no staff step sent
// to her as her own instruction.

import { STUDIO } from '../shared/studio-context.fixture.ts';
import type { MessyCase } from '../truth/messy-case.ts';

type Reply = { message: string; notes?: string; info?: string; services?: string; name?: string; inquiry?: string; type?: string; tone?: string; urgency?: string };

function reply(name: string, r: Reply, mustPrint: string[], mustSay: (string | RegExp)[], mustNotSay: (string | RegExp)[] = [], studio = true): MessyCase {
  return {
    name,
    runner: 'client-reply',
    input: {
      communicationType: r.type ?? 'inquiry-response',
      inquiryType: r.inquiry ?? 'general',
      clientName: r.name ?? '',
      tone: r.tone ?? 'Warm & Friendly',
      urgency: r.urgency ?? 'routine',
      context: r.message,
      nextSteps: r.notes ?? '',
      additionalInfo: r.info ?? '',
      services: r.services ?? '',
    },
    ctx: studio ? STUDIO : {},
    mustPrint,
    steering: [r.message, r.notes ?? ''].filter(Boolean),
    mustSay,
    mustNotSay: [/please ask for your doctor|please offer|please check with (?:ravi|the team)|as a next step, please/i, /It may also help to know/, /Thank you for the details you shared about/, ...mustNotSay],
  };
}

export const MESSY: readonly MessyCase[] = [
  reply(
    'pregnant at 31 weeks, asks if she can come and about a refund',
    {
      name: 'Maya',
      inquiry: 'retreats',
      message: "hi!! I saw your solstice retreat on insta 😍 I'm 31 weeks pregnant, is it ok for me to come? and if my doctor says no can i get a refund?",
      notes: "yes she can come, gentle practice only; ask for her doctor's OK in writing; offer full refund if doctor says no. sign off from Anaïs",
      info: 'Solstice retreat 19-21 June at Lagoon Flow, Grand Baie. Rs 12,500 per person incl. meals. check-in sunday 3pm. not a medical opinion',
    },
    ['19-21 June', 'Rs 12,500', '3pm'],
    ['Yes, you can come', /Could you ask your doctor for a short note/, "we'll refund you in full", "We can't give medical advice", 'Sunday', 'Anaïs'],
    [/\bsunday\b/, 'not a medical opinion', 'The team at'],
  ),
  reply('booking number and moving a date', { name: 'Priya', inquiry: 'booking', message: 'hello my booking number is LF-2207, can i move it to the august retreat instead? also what time does check in start', notes: 'move her to the 14-16 August retreat, no fee', info: 'Check-in from 2pm on Friday.' }, ['LF-2207', '14-16 August', '2pm'], ['LF-2207', "We'll move you", '2pm']),
  reply('refund question with no notes', { inquiry: 'cancellation', message: "I can't make it next week anymore, can I get a refund??" }, [], ['refund']),
  reply('three questions in one line, no punctuation', { name: 'Jess', message: 'hey do i need to bring my own mat is there parking and how much is a drop in', info: 'Drop-in class Rs 450. Mats to borrow at the desk. Free parking behind the studio.' }, ['Rs 450'], ['mat', 'parking', 'Rs 450']),
  reply('worried about keeping up', { name: 'Hélène', inquiry: 'general', message: "I'm worried I won't keep up, I've never done yoga and I'm really stiff 😅", notes: 'tell her the Tuesday slow flow is gentle and the teacher gives options' }, [], [/slow flow is gentle/i, 'Tuesday']),
  reply('knee injury, staff will check with the teacher', { name: 'Dev', inquiry: 'health', message: 'had knee surgery in march. is the vinyasa class ok for me or too much?', notes: 'check with Ravi' }, [], [/check with Ravi/, "can't give medical advice"]),
  reply('vegan food and a room to share', { name: 'Amara', inquiry: 'retreats', message: 'Are the meals vegan? Can I share a room with my sister?', notes: 'all meals are plant based. twin rooms available, +Rs 2,000 each', info: 'Retreat 3-5 October.' }, ['Rs 2,000', '3-5 October'], [/plant based/i, /twin rooms/i]),
  reply('spa: is the massage safe in the first trimester', { name: 'Sofia', inquiry: 'health', message: 'im 10 weeks pregnant, can i still have the hot stone massage on saturday?', notes: 'no hot stones in pregnancy, offer the pregnancy massage instead, same price €85' }, ['€85'], [/pregnancy massage/, "can't give medical advice"], [/\bsaturday\b/]),
  reply('Ayurveda consult: what if I take medication', { name: 'Arjun', inquiry: 'health', message: 'What if I am on blood pressure medication, can I still do the panchakarma?', notes: 'ask him to bring a list of his medication to the consult' }, [], [/Could you bring a list of your medication/i, "can't give medical advice"]),
  reply('coach: price and payment in instalments', { name: 'Tom', inquiry: 'pricing', message: 'how much is the 12 week coaching? can i pay in instalments', notes: 'yes, 3 payments of £300', info: 'The 12-week programme is £900.' }, ['£900', '£300'], ['£300', '£900']),
  reply('class times, notes empty, details given', { inquiry: 'booking', message: 'what time is the sunday class??', info: 'Yin yoga every Sunday 5pm-6:15pm.' }, ['5pm-6:15pm'], ['5pm']),
  reply('class times with no details: the studio will confirm', { inquiry: 'booking', message: 'when do your evening classes start' }, [], [/confirm the exact times/]),
  reply('bring a friend, answered no', { name: 'Léa', inquiry: 'booking', message: 'can I bring my friend to the full moon circle? she has never been', notes: 'sadly no, it is fully booked, put her friend on the waiting list' }, [], [/I'm sorry/, /waiting list/]),
  reply('feedback, no question', { type: 'feedback-response', inquiry: 'general', message: 'The sound bath last night was magical, thank you Ravi!!', notes: 'thank her, tell her the next one is on 12 July' }, ['12 July'], ['12 July']),
  reply('concern: charged twice', { name: 'Nadia', type: 'concern-resolution', inquiry: 'pricing', message: 'Hi, I was charged twice for my class pass this month?? can you fix it please', notes: 'refund the second charge of Rs 3,500 today' }, ['Rs 3,500'], [/We'll refund your second charge/]),
  reply('emoji-only separators and two questions', { message: 'hiii 👋 is the workshop beginner friendly 🙏 do I need to book', info: 'Breathwork workshop Saturday 10am. Book at lotusflow.mu/book' }, ['10am', 'lotusflow.mu/book'], ['lotusflow.mu/book']),
  reply('staff summary from an old draft', { name: 'Sarah', inquiry: 'health', message: 'Sarah is 5 months pregnant and asks whether our yin classes are safe for her.', notes: 'Check with her midwife' }, [], [/Could you check with your midwife\b[^.]*\?/, "can't give medical advice"], [/Sarah is 5 months/]),
  reply('late arrival worry', { name: 'Kiran', message: "I'm nervous because I finish work at 6, will it be a problem if I'm 10 minutes late to the 6:15 class?", notes: 'fine, just come in quietly' }, [], [/come in quietly/i]),
  reply('cancellation policy when notes give it', { name: 'Emma', inquiry: 'cancellation', message: 'what is your cancellation policy? I might have to travel for work', notes: 'full refund up to 48 hours before, after that a credit' }, ['48 hours'], ['48 hours', 'credit']),
  reply('what to wear and bring to the spa', { inquiry: 'services', message: 'what should I wear for the hammam and do I need to bring a towel?', info: 'Robes, slippers and towels are provided at the spa.' }, [], ['towels are provided']),
  reply('gift voucher question', { name: 'Marc', inquiry: 'pricing', message: 'do you sell gift vouchers? its for my wife birthday next saturday', notes: 'yes, vouchers from €50, email her the order form' }, ['€50'], [/vouchers from €50/], [/\bsaturday\b/]),
  reply('child under 12', { inquiry: 'booking', message: 'can kids come to the family yoga? my son is 7', notes: 'yes from age 5 with a parent' }, [], [/from age 5/]),
  reply('online option', { name: 'Rosa', inquiry: 'services', message: "I'm moving to Lyon next month :( do you do classes online? how much?", notes: 'yes on zoom, Rs 300 a class, send her the link' }, ['Rs 300'], [/zoom/i, 'Rs 300', /We'll send you the link/]),
  reply('reiki for anxiety, careful', { name: 'Ana', inquiry: 'health', message: 'can reiki help with my anxiety? I have panic attacks sometimes', notes: 'reiki is relaxing, not a treatment; suggest she keeps seeing her therapist' }, [], ["can't give medical advice", /relaxing/]),
  reply('several questions about a retreat, no notes, no profile', { inquiry: 'retreats', message: 'is food included? where is it exactly? and is there wifi', info: 'Retreat at Domaine de la Vallée, Chamarel. Meals included.' }, ['Domaine de la Vallée'], ['Chamarel']),
  reply('a question about level answered by a note with a teacher', { name: 'Ines', inquiry: 'general', message: "i'm 68 is that too old for pilates lol", notes: 'tell her Marie teaches a seniors mat class on Wed 10am' }, ['10am'], ['Marie', '10am']),
  reply('a deposit question', { name: 'Chloé', inquiry: 'pricing', message: 'how much is the deposit and when is the rest due?', notes: '30% deposit to hold the place, balance by 1 May' }, ['30%', '1 May'], ['30%', '1 May']),
  reply('urgent: locked out, today class', { urgency: 'urgent', inquiry: 'booking', message: 'the door is locked?? am i at the right place for the 7am class', notes: 'call her now; class moved to studio 2' }, [], [/We'll call you now/, /studio 2/i]),
  reply('WhatsApp number in details', { inquiry: 'booking', message: 'how do i book the sound bath', info: 'Sound bath Friday 14 March 7pm. Book on WhatsApp +230 5712 3456.' }, ['+230 5712 3456', '7pm'], ['+230 5712 3456']),
  reply('corporate request', { inquiry: 'corporate', name: 'Ben', message: 'Could you run a lunchtime session for our team of 20? What would it cost?', notes: 'yes, Rs 8,000 for up to 25 people, ask him for two possible dates' }, ['Rs 8,000'], ['Rs 8,000', /Could you let us know|Could you send us/]),
  reply('a note that answers nothing she asked goes after the answers', { name: 'Zoé', message: 'do you have showers?', notes: 'yes two showers; remind them to bring a padlock' }, [], [/showers/, /bring a padlock/i]),
  reply('avoid a word the notes forbid', { name: 'Lina', inquiry: 'services', message: 'will the cleanse help me lose weight?', notes: "don't use the word detox. tell her it's about rest, not weight loss" }, [], [/about rest/], [/\bdetox\b/i]),
  reply('a postnatal question with a midwife', { name: 'Grace', inquiry: 'health', message: 'I had my baby 5 weeks ago (c-section), when can i come back to class?', notes: 'postnatal class from 8 weeks if her midwife agrees' }, ['8 weeks'], ['8 weeks', "can't give medical advice"]),
  reply('dietary allergies', { name: 'Hugo', inquiry: 'retreats', message: 'I have a nut allergy, will the chef be able to cater for me?', notes: 'yes, tell the chef, ask him to note it on the booking form' }, [], [/Yes/, /Could you/]),
  reply('same question twice is answered once', { message: 'is there parking? is there parking nearby??', info: 'Free parking on Rue Pasteur.' }, [], ['Rue Pasteur']),
  reply('lowercase days and months in notes keep their capitals', { name: 'Noor', inquiry: 'booking', message: 'which day is the beginners course?', notes: 'starts monday 6 april, 6 weeks' }, ['6 april'], ['Monday', 'April'], [/\bmonday\b/, /\bapril\b/]),
  reply('a French name in the sign-off', { name: 'Camille', message: 'merci! can i pay by card on the day?', notes: 'yes card or cash. sign off as Élodie' }, [], [/card or cash/i, 'Élodie'], ['The team at']),
  reply('a question with no notes and no profile', { message: 'do you have a sauna' }, [], [/find out/], [], false),
  reply('retreat dates and price asked, brief-like details', { name: 'Aisha', inquiry: 'retreats', message: 'how long is the retreat and what does it cost? are there still places?', info: 'Silent retreat, 5 nights, 2-7 November. €640 shared room. 4 places left.' }, ['5 nights', '€640', '4 places left'], ['€640', '4 places left']),
  reply('staff asks her a question back', { name: 'Mia', inquiry: 'booking', message: 'can I book a private session this week?', notes: 'ask her which mornings she is free' }, [], [/Could you let us know which mornings you are free/]),
  reply('a refund asked, the studio offers credit', { name: 'Paul', inquiry: 'cancellation', message: 'I got covid, can I have my money back for saturday?', notes: 'no refunds within 24h but offer a credit for another class' }, [], [/credit/]),
];
