// The shared generation runner (hooks/use-generate.ts) shows a validation error's
// own title and description, and 'Generation Failed' with the raw message for any
// other error. The SEO and video tools have their own failure toasts ('Analysis
// Failed', 'Generation Failed'), so an unexpected error is turned into one carrying
// those texts.
import { GeneratorValidationError } from '../../generators/shared/context.ts';

type FailureToast = { title: string; description: string };

type Produce<T, G> = (generate: G, variant: number) => T;

export function failAs<T, G>(produce: Produce<T, G>, failure: FailureToast): Produce<T, G> {
  return (generate, variant) => {
    try {
      return produce(generate, variant);
    } catch (error) {
      if (error instanceof GeneratorValidationError) throw error;
      console.error(error);
      throw new GeneratorValidationError(failure.title, failure.description);
    }
  };
}
