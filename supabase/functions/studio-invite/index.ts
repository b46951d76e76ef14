// studio-invite for a hosted Supabase project (`supabase functions deploy studio-invite`):
// Deno serves the handler (handler.ts) with the function's environment. The local backend
// answers the same contract in-process (server/functions/studio-invite.ts), with its own
// invitation mail in the development mailbox.
import { handleStudioInvite } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

Deno.serve((request) => handleStudioInvite(request, Deno.env));
