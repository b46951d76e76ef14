// The words a video blueprint writes with, as a type of its own: the language packs
// describe their blueprints with it, and it holds no code.

export type ToneFamily = 'calm' | 'energetic' | 'expert' | 'warm';

export type ScriptVars = {
  topic: string;
  /** The form's audience, or "everyone" (a greeting only: never "made for everyone"). */
  audience: string;
  /** Whether the form names an audience: only then does a sentence say who the video is for. */
  audienceGiven: boolean;
  /** " for Busy Parents" in a title, or empty. */
  forAudience: string;
  family: ToneFamily;
  seconds: number;
  /** "30 seconds", "4 minutes" */
  length: string;
  /** "30-second", "4-minute" */
  lengthAdjective: string;
  /** "30-Second", "4-Minute", for titles */
  LengthAdjective: string;
  /** Which take (the variant): an odd take opens with the blueprint's second hook. */
  take: number;
  /** 60 seconds or less: leads shrink to a few words and framing beats to one line. */
  compact: boolean;
  business?: string;
  website?: string;
};
