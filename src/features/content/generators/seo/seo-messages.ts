// The SEO optimizer's exact product texts (spec sections 5 and 8).

export const SEO_MESSAGES = {
  contentRequired: { title: 'Content Required', description: 'Please enter content to analyze' },
  keywordsRequired: { title: 'Keywords Required', description: 'Please enter target keywords' },
  analysisComplete: 'Analysis Complete',
  analysisFailed: {
    title: 'Analysis Failed',
    description: 'There was an error analyzing your content. Please try again.',
  },
} as const;
