// The Harper rules the English grammar check leaves off: spelling (studio names and Sanskrit terms;
// the browser underlines spelling already) and house style rather than grammar:
// heading case, comma and dash style, spelled numbers, the ellipsis character, and the
// British "wellbeing", which Harper would hyphenate. The generators' corpus test holds
// the tools' own text to the same rules.
export const EDITOR_RULES_OFF = [
  'SpellCheck',
  'LongSentences',
  'OxfordComma',
  'NoOxfordComma',
  'BoringWords',
  'Dashes',
  'SpelledNumbers',
  'UseEllipsisCharacter',
  'ExpandTimeShorthands',
  'UseTitleCase',
  'WellBeing',
] as const;

/** Words of the house style the corpus test's checker accepts as spelled. */
export const HOUSE_WORDS = ['wellbeing', 'Wellbeing'] as const;
