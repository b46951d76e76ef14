// The English pack: every word the text tools write in English.

import type { LanguagePack } from '../language-pack.ts';
import { CONCLUSIONS, INTROS } from './blog/article-frames.ts';
import { CALLS_TO_ACTION, CONCLUSION_HEADINGS, INTRO_QUESTIONS, PLAIN_CALLS_TO_ACTION, RELATED_KEYWORDS_LINES } from './blog/article-parts.ts';
import { TITLE_PATTERNS } from './blog/title-patterns.ts';
import { BRAND_WORDS } from './brand-words.ts';
import { isPluralPhrase } from './grammar/agreement.ts';
import { EN_GRAMMAR } from './grammar/index.ts';
import { inSentence } from './grammar/phrase.ts';
import { weaveKeyword } from './grammar/place-keyword.ts';
import { REPLY_WORDS } from './communication/reply-words.ts';
import { BLUEPRINTS } from './video/blueprints.ts';
import { VIDEO_BY_LEAN, VIDEO_CTAS } from './video/lean.ts';
import { VIDEO_TITLES } from './video/titles.ts';
import { DIFFERENTIATION, GENERAL_SUBTOPICS, NICHES } from './seo/niche-topics.ts';
import { optimizationTips } from './seo/optimization-tips.ts';
import { HEADER_ISSUES, keywordLedSentences, titleCandidates, titleCase } from './seo/page-words.ts';
import { EMAIL_WORDS } from './email/email-words.ts';
import { NEWSLETTER_WORDS } from './newsletter/newsletter-words.ts';
import { SIGN_OFFS } from './sign-offs.ts';
import { CTA_BY_PLACEMENT, CTA_BY_VOICE, H1_BY_VOICE, H1_PAGE_PATTERNS, H1_PATTERNS, H2_PATTERNS } from './website/headline-patterns.ts';
import { HERO_INVITATIONS, HERO_OPENERS, HERO_SENTENCES } from './website/hero-phrases.ts';
import { BY_LEAN } from './website/lean-words.ts';
import { datedInvitation, detailSentence, factKindsForHeading } from './website/page-facts.ts';
import { banksForHeading } from './website/section-banks.ts';
import { AUDIENCE_LINES, FROM_LINES, KEYWORD_TAG_SUFFIXES, LINKEDIN_QUESTIONS, NEWS_HOOKS, SOCIAL_BODY, SOCIAL_CALLS_TO_ACTION, SOCIAL_HOOKS, TOPIC_BODY, TOPIC_HOOKS, WELLNESS_POOL } from './social/post-phrases.ts';
import { GENERAL_THEME, HOME_THEME } from './themes/home-general.ts';
import { MISTAKES_THEME, SCIENCE_THEME } from './themes/mistakes-science.ts';
import { ROUTINE_THEME, START_THEME } from './themes/start-routine.ts';
import { MINDSET_THEME, STUDIO_THEME } from './themes/studio-mindset.ts';
import { BENEFITS_THEME, WHY_THEME } from './themes/why-benefits.ts';
import { VOICE_PHRASES } from './voice-phrases.ts';
import { EN_FACTS } from './facts/index.ts';
import { CONTRACTIONS, EMOTIONAL_LINES, EXPANSIONS, LEAD_INS, LEXICON, PACE, QUESTIONS } from './voice-words.ts';

export const EN: LanguagePack = {
  language: 'en',
  grammar: EN_GRAMMAR,
  voice: {
    phrases: VOICE_PHRASES,
    signOffs: SIGN_OFFS,
    emotionalLines: EMOTIONAL_LINES,
    questions: QUESTIONS,
    questionKeyword: 'this practice',
    referBack: {
      practice: ['this practice', 'the practice'],
      theme: ['this theme', 'this focus', 'these ideas'],
      article: /^(?:a|an|the)\s$/i,
      tiedBefore: /\b(?:your|our|their|my|his|her|this|of the|with the|a few|a few more|fewer|many|several)\s$/i,
      tiedAfter: /^\s(?:habits?|tips|guides?|practices?|journey|sessions?|mistakes|teachers?|classes|class|routines?|course|plan|game|community)\b/i,
      ofAfter: /(?<![\p{L}])(?:a little|a little more|a bit|a bit more|more|less|some|much)\s$/iu,
      plural: isPluralPhrase,
      pluralPractice: ['these sessions', 'the sessions'],
      woven: (phrase) => [EN_GRAMMAR.keywordPhrase(phrase).replace(/^(?:a|an|the)\s/i, ''), EN_GRAMMAR.placeWithIn(phrase)],
    },
    lexicon: LEXICON,
    pace: PACE,
    leadIns: LEAD_INS,
    contractions: CONTRACTIONS,
    expansions: EXPANSIONS,
  },
  brand: BRAND_WORDS,
  themes: {
    why: WHY_THEME,
    benefits: BENEFITS_THEME,
    start: START_THEME,
    routine: ROUTINE_THEME,
    mistakes: MISTAKES_THEME,
    science: SCIENCE_THEME,
    mindset: MINDSET_THEME,
    home: HOME_THEME,
    studio: STUDIO_THEME,
    general: GENERAL_THEME,
  },
  blog: {
    intros: INTROS,
    conclusions: CONCLUSIONS,
    conclusionHeadings: CONCLUSION_HEADINGS,
    callsToAction: CALLS_TO_ACTION,
    plainCallsToAction: PLAIN_CALLS_TO_ACTION,
    relatedKeywordsLines: RELATED_KEYWORDS_LINES,
    introQuestions: INTRO_QUESTIONS,
    titlePatterns: TITLE_PATTERNS,
  },
  social: {
    hooks: SOCIAL_HOOKS,
    topicHooks: TOPIC_HOOKS,
    newsHooks: NEWS_HOOKS,
    body: SOCIAL_BODY,
    topicBody: TOPIC_BODY,
    audienceLines: AUDIENCE_LINES,
    fromLines: FROM_LINES,
    seeYouOn: (when) => `We'd love to see you on ${when}.`,
    closure: /\b(?:closed|closure|closing|holiday|holidays|timetable|schedule|no class(?:es)?|away|cancel(?:led|ed)?|reopen(?:s|ing)?|back on)\b/i,
    signOff: (name) => `— ${name}`,
    topicTagStop: /[:;,.!?()–—|]|\s-\s|\s(?:with|at|on|in|by|for|from|this|next|led)\s/i,
    topicTagSkip: /^(?:our|the|a|an|my|your|new|this|next)$/i,
    tagGeneric: /^(?:centers?|centres?|studios?|class(?:es)?|sessions?|courses?|workshops?|programm?e?s?|events?|clinic|team|group|members|clients|students|people|place|space|things?|ways?|tips|ideas?|news|back|home|week|day|night|time|today)$/i,
    tagBreaks: /[:;,.!?()–—|&/]|\s-\s|\s(?:with|at|on|in|by|for|from|and|or|of|to|after|before|during|near|led)\s/i,
    endOfPost: 'the end of the post',
    callsToAction: SOCIAL_CALLS_TO_ACTION,
    linkedinQuestions: LINKEDIN_QUESTIONS,
    keywordTagSuffixes: KEYWORD_TAG_SUFFIXES,
    hashtagPool: WELLNESS_POOL,
  },
  newsletter: NEWSLETTER_WORDS,
  website: {
    h1ByVoice: H1_BY_VOICE,
    h1Patterns: H1_PATTERNS,
    h1PagePatterns: H1_PAGE_PATTERNS,
    h2Patterns: H2_PATTERNS,
    ctaByPlacement: CTA_BY_PLACEMENT,
    ctaByVoice: CTA_BY_VOICE,
    heroOpeners: HERO_OPENERS,
    heroSentences: HERO_SENTENCES,
    heroInvitations: HERO_INVITATIONS,
    sectionBanks: banksForHeading,
    pageAbout: (keyword, business) => `${weaveKeyword(inSentence(keyword))} at ${business}`,
    detailSentence,
    datedInvitation,
    factKindsForHeading,
    byLean: BY_LEAN,
  },
  email: EMAIL_WORDS,
  reply: REPLY_WORDS,
  video: {
    blueprints: BLUEPRINTS,
    typeLabel: 'Video',
    byLean: VIDEO_BY_LEAN,
    titles: VIDEO_TITLES,
    ctas: VIDEO_CTAS,
    chapterTitle: (label) => label.replace(/^Chapter \d+ – /, ''),
    description: {
      intro: 'Intro',
      wrapUp: 'Wrap-up',
      chapters: 'Chapters:',
      inside: (typeLabel, take) => (take % 2 === 0 ? `In this ${typeLabel.toLowerCase()}:` : `What this ${typeLabel.toLowerCase()} covers:`),
      createdBy: (business) => `Created by ${business}.`,
      learnMore: (website) => `Learn more at ${website}.`,
    },
  },
  seo: {
    page: { headerIssues: HEADER_ISSUES, keywordLedSentences, titleCase, titleCandidates },
    optimizationTips,
    niches: NICHES,
    generalSubtopics: GENERAL_SUBTOPICS,
    differentiation: DIFFERENTIATION,
    locationGap: (location) => ({
      topic: `Location details for ${location}`,
      suggestion: `Name ${location} in the text, with your address, parking, public transport and opening hours.`,
    }),
  },
  facts: EN_FACTS,
};
