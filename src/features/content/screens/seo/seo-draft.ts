// The SEO optimizer's form and last output, their
// defaults, and the checks a restored draft goes through before it is shown.
import { BRAND_TONES, SEO_ANALYSIS_TYPES, type SeoAnalysisType } from '#domain/media-options.ts';
import type { SeoAnalysisResult, SeoInput } from '../../generators/seo/seo-types.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type SeoForm = {
  analysisType: string;
  keywords: string[];
  competitorUrl: string;
  location: string;
  tone: string;
  content: string;
  /** The chosen master prompt's id; empty for the built-in prompt. */
  promptId: string;
};

export type SeoOutput = { result: SeoAnalysisResult | null; prompt: string };

export const SEO_DEFAULTS: ToolDefaults<SeoForm, SeoOutput> = {
  form: { analysisType: 'existing', keywords: [], competitorUrl: '', location: '', tone: 'Professional', content: '', promptId: '' },
  output: { result: null, prompt: '' },
};

export function analysisTypeOf(value: string): SeoAnalysisType {
  return SEO_ANALYSIS_TYPES.find((option) => option.value === value)?.value ?? 'existing';
}

export function toneOf(value: string): string {
  return BRAND_TONES.some((option) => option.value === value) ? value : SEO_DEFAULTS.form.tone;
}

/** The generator's input: the competitor URL only for competitor, the location only for local. */
export function seoInput(form: SeoForm): SeoInput {
  const analysisType = analysisTypeOf(form.analysisType);
  return {
    content: form.content,
    keywords: form.keywords,
    analysisType,
    competitorUrl: analysisType === 'competitor' ? form.competitorUrl : undefined,
    location: analysisType === 'local' ? form.location : undefined,
    tone: toneOf(form.tone),
  };
}

const isArray = (value: unknown) => Array.isArray(value);

/** A stored result from this or another app version is shown only when it has every list the tabs read. */
export function isSeoResult(value: unknown): value is SeoAnalysisResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  const meta = result.meta_description as Record<string, unknown> | undefined;
  const structure = result.header_structure as Record<string, unknown> | undefined;
  return (
    isArray(result.title_suggestions) &&
    isArray(result.keywords) &&
    isArray(result.content_gaps) &&
    isArray(result.optimization_tips) &&
    isArray(result.internal_links) &&
    typeof meta?.text === 'string' &&
    isArray(structure?.headings) &&
    isArray(structure?.issues) &&
    isArray(structure?.suggested_outline) &&
    typeof result.content_stats === 'object' &&
    result.content_stats !== null
  );
}
