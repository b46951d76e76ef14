// Each campaign's sentences in four takes: openings, closings and preheaders the
// variants rotate through (so a regenerated email opens and closes in other words),
// six stock points of which a take shows two or three, the questions an email may
// open with, the headings over its points and the calls to action it suggests, so
// two studios' emails of one campaign do not share a line. Slots: ../../../shared/slots.ts.

import type { CampaignType } from '#domain/studio-options.ts';
import type { CampaignTakes } from '../../language-pack.ts';

export const CAMPAIGN_TAKES: Record<CampaignType, CampaignTakes> = {
  promotional: {
    openings: [
      'We have something special for you this month, and we wanted you to hear about it first.',
      'This month we are making it a little easier to give yourself some time at {business}.',
      'If you have been waiting for a good moment to treat yourself, this could be it.',
      'Here is a small thank-you from {business}, for you and the people you love.',
    ],
    closings: [
      'If you have been meaning to come, this is a lovely moment to start.',
      'If you have any questions about it, simply reply to this email.',
      'Treat yourself, or share this with a friend who could use it.',
      'It would be a joy to see you make the most of it.',
    ],
    preheaders: ['Something lovely for you this month at {business}.', 'A little something from {business}, just for you.', 'Time for yourself, a little sooner than you planned.', 'Read this before the month is out.'],
    points: [
      'Time with our team in {specialty} and {specialty2}',
      'Our {service} and {service2}',
      'A calm, welcoming space where you can simply focus on yourself',
      'Sessions shaped around {benefit}',
      'A friendly welcome at the door, whatever your week has been like',
      'Room to slow down and look after yourself',
    ],
    questions: ['When did you last give yourself an hour just for you?', 'Ready to make room for {benefit}?'],
    listTitles: ['A reminder of what we offer:', 'At {business}, you will find:', 'What is waiting for you:', 'What you can book with us:', 'A few reasons to come in:'],
    ctas: ['Claim your offer', 'See the offer', 'Treat yourself', 'Find out more', 'Take me to the offer'],
  },
  nurture: {
    openings: [
      'We like to share ideas that make a real difference between visits, and this one is a favourite.',
      'Between sessions, the small things you do at home matter more than you might think.',
      'This week we have a few simple ideas to take what you feel in class into everyday life.',
      'Not every good habit needs a mat; here are a few that fit into a busy day.',
    ],
    closings: [
      'Small habits like these add up to {benefit}, and we are here whenever you want more support.',
      'None of this needs to be perfect; a few minutes most days is plenty.',
      'Pick the one that feels easiest and let it become part of your week.',
      'Try one this week and notice how you feel by Friday.',
    ],
    preheaders: ['A small idea to make this week feel a little better.', 'One simple practice from our team to yours.', 'Three easy ideas for a calmer week.', 'A few minutes a day, and how to spend them.'],
    points: [
      'Take three slow breaths before you check your phone in the morning',
      'Step outside for ten minutes of daylight after lunch',
      'Write down one thing you are grateful for before bed',
      'Stretch your neck and shoulders each time you stand up from your desk',
      'Drink a glass of water before your first coffee',
      'Put your phone in another room for the last half hour of the day',
    ],
    questions: ['What would make this week feel a little lighter?', 'How are you looking after yourself between sessions?'],
    listTitles: ['Ideas to try this week:', 'A few small things to try:', 'Worth trying before your next visit:', 'For the days between sessions:', 'For the week ahead:'],
    ctas: ['Book your next session', 'Find a class this week', 'Plan your next visit', 'Choose a time that suits you', "See this week's classes"],
  },
  welcome: {
    openings: [
      'Welcome to {business}! We are so glad you have joined our community.',
      'Thank you for joining {business}; we are delighted you found us.',
      'A very warm welcome to {business}, and thank you for saying hello.',
      'You are now part of the {business} community, and we could not be happier.',
    ],
    closings: [
      'If you have any questions before your first visit, simply reply to this email.',
      'Our door is open, so come and say hello whenever you are ready.',
      'We cannot wait to meet you in person.',
      'Whatever brought you here, we are glad it did.',
    ],
    preheaders: ['Welcome to {business}! Here is what happens next.', 'We are so glad you are here.', 'Your first steps with {business}.', 'A warm hello from all of us at {business}.'],
    points: [
      'Practical ideas and gentle inspiration for your wellbeing',
      'News of our {service}, workshops and events',
      'Support from a friendly team who is always happy to answer questions',
      'A note from us now and then, never a flood of emails',
      'Ideas for your {practice} that you can try at home',
      'First word of new dates at {business}',
    ],
    questions: ['What brought you to {business}?', 'Ready to take your first step with us?'],
    listTitles: ['Here is what you can expect from us:', 'From now on, you can expect:', 'What comes next:', 'A few things to look forward to:', 'What joining us means:'],
    ctas: ['Book your first class', 'Plan your first visit', 'Choose your first session', 'Find a time to start', 'See how to get started'],
  },
  newsletter: {
    openings: [
      'Here is your update from {business}, with a few things we think you will enjoy.',
      'A lot has happened at {business} lately, and we wanted to share the highlights with you.',
      'Pour yourself a cup of something warm: here is what is new at {business}.',
      'This is our round-up of news from {business}, kept short for a busy week.',
    ],
    closings: [
      'Thank you for being part of our community; it means more than you know.',
      'As always, thank you for reading and for being part of our community.',
      'Until next time, look after yourself.',
      'We love hearing from you, so reply any time with your news.',
    ],
    preheaders: ['This month at {business}: news, ideas and dates for your diary.', 'Your update from {business}.', 'What is new at {business} this month.', 'News, dates and one idea to try at home.'],
    points: [
      'News from our studio and our team',
      'A simple practice to try at home this week',
      'Upcoming {service} and workshops you can book now',
      'A thought from our team to carry into your week',
      'Dates worth putting in your diary',
      'One small idea for {benefit}',
    ],
    questions: ['What has this month been like for you?', 'Got five minutes? Here is what is new.'],
    listTitles: ['In this update:', 'This time, you will find:', 'Inside this issue:', 'What is new:', "This month's highlights:"],
    ctas: ['See the full schedule', 'See what is coming up', 'Browse the timetable', 'Read the full update', 'Find your next class'],
  },
  event: {
    openings: [
      'You are warmly invited to a special event at {business}.',
      'We are hosting something special at {business}, and we would love you to be there.',
      'Something new is coming up at {business}, and we saved you a seat.',
      'We have been planning this one for a while, and it is finally time to share it.',
    ],
    closings: [
      'If you would like to join us, you can reserve your place below.',
      'We would love to have you with us.',
      'Bring a friend along if you think they would enjoy it.',
      'It will be all the better with you there.',
    ],
    preheaders: ['You are invited: join us at {business}.', 'Save the date for a special event at {business}.', 'Something new at {business}, and you are invited.', 'The date, the details and how to join us.'],
    points: [
      'Led by our team, with a focus on {specialty}',
      'Come as you are, in clothes you can move in',
      'Any questions before you book? Simply reply to this email',
      'A chance to meet others from our community',
      'A chance to try something new in good company',
      'Worth saving the date now, before the week fills up',
    ],
    questions: ['Looking for something to look forward to?', 'Fancy trying something new with us?'],
    listTitles: ['Good to know:', 'What to expect:', 'Worth knowing:', 'Why come along:', 'What to look forward to:'],
    ctas: ['Reserve your place', 'Save your spot', 'Book your place', 'Join us', 'Count me in'],
  },
  reactivation: {
    openings: [
      'It has been a little while since we last saw you, and we wanted to say that we miss you.',
      'We have been thinking of you at {business} and wondered how you are.',
      'Life gets busy, and we understand; we simply wanted to say that we miss you.',
      'Your place at {business} is still here, just as you left it.',
    ],
    closings: [
      'Whenever you are ready to come back, there is a place waiting for you, no pressure at all.',
      'There is no catching up to do; simply come back when it suits you.',
      'One class is all it takes to feel at home again.',
      'We would be so happy to see you again.',
    ],
    preheaders: ['We miss you at {business}.', 'It has been a while; here is what is new.', 'Your place at {business} is still here.', 'No catching up needed: come as you are.'],
    points: [
      'Our {service} are a gentle way to ease back in, at your own pace',
      'There is nothing to catch up on; you can simply start again',
      'If you would like help choosing a class, simply reply to this email',
      'The same friendly faces are here to welcome you back',
      'A first class back is a good moment to reset your routine',
      'You can start with one session and see how it feels',
    ],
    questions: ['How have you been?', 'Is it time to make a little room for yourself again?'],
    listTitles: ['Whenever you are ready:', 'When you come back:', 'What is waiting for you:', 'Easing back in:', 'Coming back is simple:'],
    ctas: ['Book your comeback class', 'Find a class to come back to', 'Pick a time to come back', 'Plan your return', "See this week's classes"],
  },
};
