// The blog tool's generators: ten titles from focus keywords, then the article.
import { textGenerators } from '../shared/text-generators.ts';
import { generateBlogArticle } from './generate-blog-article.ts';
import { generateBlogTitles } from './generate-blog-titles.ts';

export const RUNNERS = { 'blog-titles': generateBlogTitles, 'blog-article': generateBlogArticle };
export const generate = textGenerators(RUNNERS);
export type BlogGenerate = typeof generate;
