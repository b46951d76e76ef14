// An image's name in the history: the prompt as the user typed it (not a master
// prompt filled in around it), on one line, cut at a word when it is long.

export const IMAGE_TITLE_CHARACTERS = 80;

export function imageTitle(prompt: string, limit = IMAGE_TITLE_CHARACTERS): string {
  const flat = prompt.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit + 1);
  const space = cut.lastIndexOf(' ');
  const words = space > 0 ? cut.slice(0, space) : flat.slice(0, limit);
  return `${words.replace(/[\s,;:.!?-]+$/, '')}...`;
}
