// Headline patterns for blog title suggestions. {kw} and {kw2} are focus keywords
// (patterns with {kw2} are used only when there are two or more), {audience} the
// reader, {business} the studio, {n} a small number. Tagged like theme sentences.

export const TITLE_PATTERNS: readonly string[] = [
  'The Complete Guide to {kw} for {audience}',
  '{n} Simple Ways {kw} Can Transform Your Daily Wellbeing',
  'Why {kw} Matters More Than Ever',
  'Getting Started With {kw}: A Gentle Guide for Beginners',
  '{n} Common {kw} Mistakes and How to Avoid Them',
  'What Nobody Tells You About {kw}',
  'The Science Behind {kw}, Explained Simply',
  'Is {kw} Right for You? {n} Signs It Is Time to Try',
  '{kw} at Home: A Simple Weekly Plan',
  'Questions We Hear Most About {kw}, Answered',
  'From Stress to Stillness: How {kw} Helps You Reset',
  '{kw} for {audience}: Where to Begin',
  'How {kw} Supports Better Sleep, Calmer Days and a Clearer Mind',
  '{n}-Minute {kw} Practices for Busy Days',
  'Inside {business}: Our Approach to {kw}',
  'The Benefits of {kw}, Backed by Research and Tradition',
  "A Beginner's Journey Into {kw}: What to Expect",
  'How to Build a {kw} Habit That Actually Lasts',
  '[s] The Ancient Wisdom of {kw} for Modern Life',
  '[s] {kw} as a Path Back to Yourself',
  '[p] {kw} Made Practical: {n} Tips You Can Use Today',
  '[p] A No-Nonsense Guide to {kw} for Busy People',
  '{kw} and {kw2}: A Holistic Approach to Wellbeing',
  'A Gentle Introduction to {kw}',
  '{kw}: What Our Teachers Wish Everyone Knew',
  '{n} Things to Know Before You Try {kw}',
  '{kw} vs {kw2}: Which Is Right for You?',
  'How {kw} and {kw2} Work Together for Lasting Balance',
];
