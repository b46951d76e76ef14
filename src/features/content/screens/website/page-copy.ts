// "Copy all content" of the website copy tool: the page in reading order.

export type PageSection = { id: string; title: string; content: string };
export type PageCopy = { selectedH1: string; hero: string; sections: readonly PageSection[]; selectedCta: string };

export function pageCopyText(page: PageCopy): string {
  const parts = [
    page.selectedH1.trim() ? `# ${page.selectedH1.trim()}` : '',
    page.hero.trim(),
    ...page.sections.map((section) => [`## ${section.title.trim()}`, section.content.trim()].filter(Boolean).join('\n\n')),
    page.selectedCta.trim() ? `Call to action: ${page.selectedCta.trim()}` : '',
  ];
  return parts.filter(Boolean).join('\n\n');
}
