// generate-image for a hosted Supabase project (`supabase functions deploy generate-image`):
// Deno serves the handler (handler.ts) with the function's environment. The local backend
// answers the same contract in-process (server/functions/generate-image.ts).
import { handleGenerateImage } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

Deno.serve((request) => handleGenerateImage(request, Deno.env));
