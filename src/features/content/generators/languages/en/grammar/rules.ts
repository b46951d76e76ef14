// The Harper rules the English grammar check leaves off: spelling (studio names and Sanskrit terms;
// the browser underlines spelling already) and house style rather than grammar:
// heading case, comma and dash style, spelled numbers, the ellipsis character, and the
// British "wellbeing", which Harper would hyphenate. The trade's words it takes as spelled
// are in trade-words.ts. The generators' corpus tests hold the tools' own text to the same rules.
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
